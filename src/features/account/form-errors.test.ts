import { describe, expect, it } from 'vitest';
import { ApiError, normaliseErrorBody } from '@/lib/api-error';
import { splitServerErrors } from './form-errors';

const refusal = (status: number, body: unknown) => new ApiError({ kind: 'http', status, endpoint: 'POST /api/v1/auth/sign-up', body, normalised: normaliseErrorBody(body) });

describe('server refusals on forms', () => {
  it('puts field messages under their fields and the rest in the alert', () => {
    const error = refusal(403, {
      errors: [
        { code: 'phone', message: 'The phone has already been taken.' },
        { code: 'password', message: 'The password must be at least 8 characters.' },
        { code: 'otp', message: 'Please try again after 42 seconds' },
      ],
    });
    expect(splitServerErrors(error, { phone: 'phone', password: 'password' })).toEqual({
      fields: { phone: 'The phone has already been taken.', password: 'The password must be at least 8 characters.' },
      message: 'Please try again after 42 seconds',
    });
  });

  it.each([
    ['an errors list without fields', { errors: [{ code: 'auth-001', message: 'Credential does not match.' }] }, 'Credential does not match.'],
    ['a message', { message: 'OTP does not match' }, 'OTP does not match'],
    ['an error with a message', { error: 'wrong credential.', message: 'Social sign-in is not enabled.' }, 'Social sign-in is not enabled.'],
  ])('shows the server message of %s', (_name, body, message) => {
    expect(splitServerErrors(refusal(401, body)).message).toBe(message);
  });

  it('explains a lost connection', () => {
    expect(splitServerErrors(new ApiError({ kind: 'network', endpoint: 'POST /x' })).message).toBe('You are offline or the server cannot be reached.');
  });
});
