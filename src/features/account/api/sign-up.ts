/** Create an account (contract §2.2). With phone or email verification on, the answer asks for a code. */
import { apiRequest } from '@/lib/api-client';
import { AuthEnvelope } from './auth';

export interface SignUpInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** Sent only when the referral field is offered and filled. */
  refCode: string | null;
}

export function signUp({ name, email, phone, password, confirmPassword, refCode }: SignUpInput) {
  return apiRequest('/api/v1/auth/sign-up', {
    method: 'POST',
    body: { name, email, phone, password, confirm_password: confirmPassword, ...(refCode ? { ref_code: refCode } : {}) },
    struct: AuthEnvelope,
    // The guest's id goes along so their carts follow them into the new account.
    guest: true,
  });
}
