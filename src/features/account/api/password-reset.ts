/** Forgotten password (contract §2.2): a code by phone or email, its check, and the new password. */
import { apiRequest } from '@/lib/api-client';
import { MessageAnswer } from './auth';

export type ResetMethod = 'phone' | 'email';

export interface ResetContact {
  method: ResetMethod;
  contact: string;
}

const contactBody = ({ method, contact }: ResetContact) => ({ [method]: contact, verification_method: method });

export function requestResetCode(target: ResetContact) {
  return apiRequest('/api/v1/auth/forgot-password', { method: 'POST', body: contactBody(target), struct: MessageAnswer });
}

export function verifyResetCode(target: ResetContact, resetToken: string) {
  return apiRequest('/api/v1/auth/verify-token', { method: 'POST', body: { ...contactBody(target), reset_token: resetToken }, struct: MessageAnswer });
}

export function resetPassword(target: ResetContact, resetToken: string, password: string, confirmPassword: string) {
  return apiRequest('/api/v1/auth/reset-password', {
    method: 'PUT',
    body: { ...contactBody(target), reset_token: resetToken, password, confirm_password: confirmPassword },
    struct: MessageAnswer,
  });
}
