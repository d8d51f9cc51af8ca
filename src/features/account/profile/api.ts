/**
 * The profile form and account deletion (`/api/v1/customer/…`, token required). The form goes as multipart
 * POST (the contract's alternative to PUT: PHP backends only parse multipart bodies on POST). An answer with
 * `otp_send` means the new phone or email must be confirmed: the same form is sent again with the code.
 */
import { apiRequest } from '@/lib/api-client';
import { enums, looseBoolean, optional, text, type, unknown, type Infer } from '@/lib/struct';

const UpdateAnswer = type({
  message: text,
  verification_on: optional(enums(['phone', 'email'])),
  verification_medium: optional(text),
  otp_send: optional(looseBoolean),
});
export type UpdateAnswer = Infer<typeof UpdateAnswer>;

export interface ProfileFields {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** Sent when given: the server asks for it to change the password or the email. */
  currentPassword: string;
  image: File | null;
  /** `change_password` when only the password changes (no code is needed for that). */
  buttonType: 'change_password' | null;
}

export interface Verification {
  otp: string;
  verification_on: 'phone' | 'email';
  verification_medium: string;
}

export function updateProfile(fields: ProfileFields, verification?: Verification) {
  const form = new FormData();
  form.set('name', fields.name);
  if (fields.email) form.set('email', fields.email);
  if (fields.phone) form.set('phone', fields.phone);
  if (fields.password) form.set('password', fields.password);
  if (fields.currentPassword) form.set('current_password', fields.currentPassword);
  if (fields.image) form.set('image', fields.image, fields.image.name);
  if (fields.buttonType) form.set('button_type', fields.buttonType);
  if (verification) {
    form.set('otp', verification.otp);
    form.set('verification_on', verification.verification_on);
    form.set('verification_medium', verification.verification_medium);
  }
  return apiRequest('/api/v1/customer/update-profile', { method: 'POST', body: form, struct: UpdateAnswer });
}

/** `200 []` when deleted; a `203` with an `on-going` error arrives as an `ApiError` carrying the server's message. */
export function removeAccount() {
  return apiRequest('/api/v1/customer/remove-account', { method: 'DELETE', struct: unknown() });
}

/** True when the answer asks for a code (the OTP step opens). */
export function needsCode(answer: UpdateAnswer): answer is UpdateAnswer & { verification_on: 'phone' | 'email' } {
  return answer.otp_send === true && answer.verification_on !== undefined;
}
