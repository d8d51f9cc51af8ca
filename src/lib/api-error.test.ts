import { describe, expect, it } from 'vitest';
import { isErrorEnvelopeOnSuccess, normaliseErrorBody } from './api-error';

describe('normaliseErrorBody folds every error envelope of the API into code, messages and ids', () => {
  it.each([
    [
      'validation list {errors:[{code,message}]}',
      { errors: [{ code: 'lat', message: 'The lat field is required.' }, { code: 'lng', message: 'The lng field is required.' }] },
      { code: 'lat', messages: ['The lat field is required.', 'The lng field is required.'], ids: null },
    ],
    ['guest check {errors:"Unauthorized"}', { errors: 'Unauthorized' }, { code: null, messages: ['Unauthorized'], ids: null }],
    ['wallet {errors:{message}}', { errors: { message: 'digital_payment_is_disable' } }, { code: null, messages: ['digital_payment_is_disable'], ids: null }],
    ['item details {errors:{code,message}}', { errors: { code: 'product-001', message: 'not found' } }, { code: 'product-001', messages: ['not found'], ids: null }],
    ['vehicle details {error:"…"}', { error: 'vehicle_not_found' }, { code: 'vehicle_not_found', messages: ['vehicle_not_found'], ids: null }],
    ['social sign-in {error, message}: the message is shown', { error: 'wrong credential.', message: 'Social sign-in is not enabled.' }, { code: 'wrong credential.', messages: ['Social sign-in is not enabled.'], ids: null }],
    ['plain {message}', { message: 'OTP does not match' }, { code: null, messages: ['OTP does not match'], ids: null }],
    ['trip payment {message:[{code,message}]}', { message: [{ code: 'trip_id', message: 'The trip id field is required.' }] }, { code: 'trip_id', messages: ['The trip id field is required.'], ids: null }],
    ['update-user-data bare array of cart ids', [12, 15], { code: null, messages: [], ids: [12, 15] }],
    ['bare string', 'Server exploded', { code: null, messages: ['Server exploded'], ids: null }],
    ['Laravel default {message:"Unauthenticated."}', { message: 'Unauthenticated.' }, { code: null, messages: ['Unauthenticated.'], ids: null }],
    ['empty body', null, { code: null, messages: [], ids: null }],
    ['unknown object', { foo: 1 }, { code: null, messages: [], ids: null }],
    ['empty array', [], { code: null, messages: [], ids: null }],
  ])('%s', (_name, body, expected) => {
    expect(normaliseErrorBody(body)).toEqual(expected);
  });

  it('skips list entries without a message but keeps the first code', () => {
    expect(normaliseErrorBody({ errors: [{ code: 'x' }, { code: 'y', message: 'second' }] })).toEqual({ code: 'x', messages: ['second'], ids: null });
  });
});

describe('isErrorEnvelopeOnSuccess spots 200 answers that carry an errors list', () => {
  it.each([
    [{ errors: [{ code: 'zoneId', message: 'Zone id required' }] }, true],
    [{ errors: 'Unauthorized' }, true],
    [{ errors: [] }, false],
    [{ carts: [], user_data: [], status: 'success' }, false],
    [[], false],
    [1024, false],
  ])('%j → %s', (body, expected) => {
    expect(isErrorEnvelopeOnSuccess(body)).toBe(expected);
  });
});
