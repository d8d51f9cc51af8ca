import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { passwordProblem, validatePerson, validateRider, validateStore, zoneCentre, type PersonFields, type StoreFields } from './rules';
import { placeServerErrors } from './server-errors';

const person: PersonFields = { firstName: 'Lina', lastName: 'Haddad', phone: '+971 50 123 4567', email: 'lina@example.com', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' };
const store: StoreFields = { storeName: 'Corner Grocer', address: '12 Market Street', zoneId: 1, moduleId: 1, location: { lat: 25.2, lng: 55.3 }, minTime: '20', maxTime: '40', tax: '', hasLogo: true };

describe('strong passwords', () => {
  it.each([
    ['Str0ng!pass', null],
    ['Sh0rt!', 'passwordShort'],
    ['alllower1!', 'passwordCase'],
    ['ALLUPPER1!', 'passwordCase'],
    ['NoNumbers!', 'passwordNumber'],
    ['NoSymbol12', 'passwordSymbol'],
  ])('%s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('the owner or delivery person', () => {
  it.each([
    ['everything right', {}, {}],
    ['no first name', { firstName: '  ' }, { firstName: 'firstNameRequired' }],
    ['a first name past 100 characters', { firstName: 'a'.repeat(101) }, { firstName: 'tooLong' }],
    ['a last name past 100 characters', { lastName: 'b'.repeat(101) }, { lastName: 'tooLong' }],
    ['no phone', { phone: '' }, { phone: 'required' }],
    ['a phone of nine digits', { phone: '501234567' }, { phone: 'invalidPhone' }],
    ['a phone with letters', { phone: '+97150123abcd' }, { phone: 'invalidPhone' }],
    ['a phone with brackets and dashes', { phone: '(050) 123-4567' }, {}],
    ['no email', { email: '' }, { email: 'required' }],
    ['a malformed email', { email: 'lina@example' }, { email: 'invalidEmail' }],
    ['a weak password and its copy', { password: 'weak', confirmPassword: 'weak' }, { password: 'passwordShort' }],
    ['no confirmation', { confirmPassword: '' }, { confirmPassword: 'required' }],
    ['a different confirmation', { confirmPassword: 'Str0ng!pasS' }, { confirmPassword: 'passwordsMustMatch' }],
  ])('%s', (_name, patch, expected) => {
    expect(validatePerson({ ...person, ...patch })).toEqual(expected);
  });
});

describe('the store', () => {
  it.each([
    ['everything right', {}, {}],
    ['no name or address', { storeName: '', address: ' ' }, { storeName: 'required', address: 'required' }],
    ['a name past 100 and an address past 255 characters', { storeName: 'n'.repeat(101), address: 'a'.repeat(256) }, { storeName: 'tooLong', address: 'tooLong' }],
    ['no zone, module or location', { zoneId: null, moduleId: null, location: null }, { zoneId: 'required', moduleId: 'required', location: 'pickLocation' }],
    ['delivery times that are not whole minutes', { minTime: '10.5', maxTime: 'soon' }, { minTime: 'wholeMinutes', maxTime: 'wholeMinutes' }],
    ['zero minutes', { minTime: '0' }, { minTime: 'wholeMinutes' }],
    ['a maximum below the minimum', { minTime: '45', maxTime: '30' }, { maxTime: 'maxBelowMin' }],
    ['equal times', { minTime: '30', maxTime: '30' }, {}],
    ['a tax rate', { tax: '5.5' }, {}],
    ['a tax past 100 or not a number', { tax: '101' }, { tax: 'invalidTax' }],
    ['a negative tax', { tax: '-1' }, { tax: 'invalidTax' }],
    ['no logo', { hasLogo: false }, { hasLogo: 'logoRequired' }],
  ])('%s', (_name, patch, expected) => {
    expect(validateStore({ ...store, ...patch })).toEqual(expected);
  });
});

describe('the delivery person’s work details', () => {
  const rider = { zoneId: 1, vehicleId: 2, identityType: 'passport', identityNumber: 'P1234567', identityImages: 1 };
  it.each([
    ['everything right', {}, {}],
    ['nothing chosen', { zoneId: null, vehicleId: null, identityType: null }, { zoneId: 'required', vehicleId: 'required', identityType: 'required' }],
    ['no identity number', { identityNumber: ' ' }, { identityNumber: 'required' }],
    ['an identity number past 50 characters', { identityNumber: 'x'.repeat(51) }, { identityNumber: 'tooLong' }],
    ['no identity picture', { identityImages: 0 }, { identityImages: 'identityImagesRequired' }],
  ])('%s', (_name, patch, expected) => {
    expect(validateRider({ ...rider, ...patch })).toEqual(expected);
  });
});

describe('where the store pin starts', () => {
  it('is the middle of the zone outline', () => {
    expect(zoneCentre([{ lat: 25.17, lng: 55.245 }, { lat: 25.305, lng: 55.4 }, { lat: 25.17, lng: 55.4 }])).toEqual({ lat: 25.2375, lng: 55.3225 });
    expect(zoneCentre([])).toBeNull();
  });
});

describe('server refusals under their fields', () => {
  const refusal = (errors: { code: string; message: string }[]) =>
    new ApiError({ kind: 'http', status: 403, endpoint: '/api/v1/auth/vendor/register', body: { errors }, normalised: { code: errors[0]?.code ?? null, messages: errors.map((e) => e.message), ids: null } });
  const map = { email: 'email', phone: 'phone', latitude: 'location', identity_image: 'identityImages' } as const;
  it.each([
    ['a taken email', [{ code: 'email', message: 'The email has already been taken.' }], { fields: { email: 'The email has already been taken.' }, message: null }],
    ['a point out of the zone', [{ code: 'latitude', message: 'Coordinates out of zone!' }], { fields: { location: 'Coordinates out of zone!' }, message: null }],
    ['an indexed picture', [{ code: 'identity_image.0', message: 'The identity image must be a picture.' }], { fields: { identityImages: 'The identity image must be a picture.' }, message: null }],
    [
      'a field the form does not have, beside one it has',
      [{ code: 'business_plan', message: 'This business plan is not available.' }, { code: 'phone', message: 'The phone has already been taken.' }],
      { fields: { phone: 'The phone has already been taken.' }, message: 'This business plan is not available.' },
    ],
    ['two messages for one field keep the first', [{ code: 'email', message: 'First.' }, { code: 'email', message: 'Second.' }], { fields: { email: 'First.' }, message: null }],
  ])('%s', (_name, errors, expected) => {
    expect(placeServerErrors(refusal(errors), map)).toEqual(expected);
  });

  it('a failure without a list is one message', () => {
    const error = new ApiError({ kind: 'http', status: 503, endpoint: '/x', body: { message: 'Please check activation for vendor app' }, normalised: { code: null, messages: ['Please check activation for vendor app'], ids: null } });
    expect(placeServerErrors(error, map)).toEqual({ fields: {}, message: 'Please check activation for vendor app' });
  });
});
