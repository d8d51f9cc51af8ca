/** The personal info a new account still needs after a sign-in with a code (contract §2.2 `update-info`). */
import { apiRequest } from '@/lib/api-client';
import { AuthEnvelope } from './auth';

export interface UpdateInfoInput {
  name: string;
  email: string | null;
  phone: string | null;
  loginType: 'otp' | 'manual';
  refCode: string | null;
}

export function updateInfo({ name, email, phone, loginType, refCode }: UpdateInfoInput) {
  return apiRequest('/api/v1/auth/update-info', {
    method: 'POST',
    body: { name, login_type: loginType, ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(refCode ? { ref_code: refCode } : {}) },
    struct: AuthEnvelope,
    guest: true,
  });
}
