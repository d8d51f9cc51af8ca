/**
 * Sign-in with a one-time code (contract §2.2): ask for a code for a phone, check it with `verify-phone`
 * (which also verifies a phone or email after a password sign-in or a sign-up), and answer "Is it you?".
 */
import { apiRequest } from '@/lib/api-client';
import { AuthEnvelope } from './auth';

/** Step 1: the server sends a code and answers `token: null, is_phone_verified: 0`. */
export function requestSignInCode(phone: string) {
  return apiRequest('/api/v1/auth/login', { method: 'POST', body: { phone, login_type: 'otp' }, struct: AuthEnvelope, guest: true });
}

export interface VerifyContactInput {
  channel: 'phone' | 'email';
  contact: string;
  otp: string;
  /** `otp` while signing in with a code, `manual` to verify after a password sign-in or a sign-up. */
  loginType: 'otp' | 'manual';
}

export function verifyContact({ channel, contact, otp, loginType }: VerifyContactInput) {
  return apiRequest('/api/v1/auth/verify-phone', {
    method: 'POST',
    body: { [channel]: contact, otp, login_type: loginType, verification_type: channel },
    struct: AuthEnvelope,
    guest: true,
  });
}

/**
 * The answer to "Is it you?" after a code matched a phone held by an unverified account: `yes` signs in to
 * that account, `no` gives the number to a new account. The same code is still valid for this step.
 */
export function confirmExistingAccount(phone: string, otp: string, answer: 'yes' | 'no') {
  return apiRequest('/api/v1/auth/login', {
    method: 'POST',
    body: { phone, otp, login_type: 'otp', verified: answer },
    struct: AuthEnvelope,
    guest: true,
  });
}
