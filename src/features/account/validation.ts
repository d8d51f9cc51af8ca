/**
 * Form rules with the spec's messages (returned as translation keys), pure and shared by the forms and their
 * tests. Each validator returns the first problem per field; an empty object means the form can be sent.
 */
import type { TranslationKey } from '@/lib/i18n';
import { classifyContact, isValidEmail } from '@/lib/validation';

export type FieldErrors<F extends string> = Partial<Record<F, TranslationKey>>;

const digits = (value: string) => value.replace(/\D/g, '');
/** Digits with an optional leading + and the usual separators (spaces, dashes, brackets); nothing else. */
const PHONE_TEXT = /^\+?[\d\s()-]+$/;
const looksLikePhone = (value: string) => PHONE_TEXT.test(value.trim());

export function validateLogin(values: { emailOrPhone: string; password: string }): FieldErrors<'emailOrPhone' | 'password'> {
  const errors: FieldErrors<'emailOrPhone' | 'password'> = {};
  if (values.emailOrPhone.trim() === '') errors.emailOrPhone = 'account.errors.emailOrPhoneRequired';
  else if (classifyContact(values.emailOrPhone).kind === 'invalid') errors.emailOrPhone = 'account.errors.emailOrPhoneInvalid';
  // "Login phone needs 10 digits": a phone-looking entry with fewer digits gets the phone rule's message.
  else if (classifyContact(values.emailOrPhone).kind === 'phone' && digits(values.emailOrPhone).length < 10) errors.emailOrPhone = 'account.errors.otpPhoneShort';
  if (values.password === '') errors.password = 'account.errors.passwordRequired';
  else if (values.password.length < 6) errors.password = 'account.errors.passwordShort';
  return errors;
}

/** Phone for OTP sign-in: required, at least 10 digits. */
export function validateOtpPhone(phone: string): FieldErrors<'phone'> {
  if (phone.trim() === '') return { phone: 'account.errors.otpPhoneRequired' };
  if (!looksLikePhone(phone) || digits(phone).length < 10) return { phone: 'account.errors.otpPhoneShort' };
  return {};
}

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  refCode: string;
  acceptTerms: boolean;
}

export function validateSignUp(values: SignUpValues): FieldErrors<'name' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'acceptTerms'> {
  const errors: FieldErrors<'name' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'acceptTerms'> = {};
  if (values.name.trim() === '') errors.name = 'account.errors.firstNameRequired';
  if (values.email.trim() === '') errors.email = 'account.errors.emailRequired';
  else if (values.email.length > 255 || !isValidEmail(values.email)) errors.email = 'account.errors.emailInvalid';
  if (values.phone.trim() === '') errors.phone = 'account.errors.phoneRequired';
  else if (!looksLikePhone(values.phone) || digits(values.phone).length < 10) errors.phone = 'account.errors.otpPhoneShort';
  if (values.password === '') errors.password = 'account.errors.passwordRequired';
  else if (values.password.length < 6) errors.password = 'account.errors.passwordShort';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'account.errors.passwordsMustMatch';
  if (!values.acceptTerms) errors.acceptTerms = 'account.errors.acceptTerms';
  return errors;
}

/**
 * The personal info an account still needs after a sign-in with a code (name, plus the email when the phone is
 * known, or the phone when the email is known). The spec gives no messages here; the sign-up ones are reused.
 */
export function validateUserInfo(values: { name: string; contact: string; contactKind: 'email' | 'phone' }): FieldErrors<'name' | 'contact'> {
  const errors: FieldErrors<'name' | 'contact'> = {};
  if (values.name.trim() === '') errors.name = 'account.errors.firstNameRequired';
  if (values.contactKind === 'email') {
    if (values.contact.trim() === '') errors.contact = 'account.errors.emailRequired';
    else if (!isValidEmail(values.contact)) errors.contact = 'account.errors.emailInvalid';
  } else if (values.contact.trim() === '') errors.contact = 'account.errors.phoneRequired';
  else if (!looksLikePhone(values.contact) || digits(values.contact).length < 10) errors.contact = 'account.errors.otpPhoneShort';
  return errors;
}

/** Forgot password, step 0: a 10-digit phone or a valid email. */
export function validateForgotPhone(phone: string): FieldErrors<'phone'> {
  if (phone.trim() === '') return { phone: 'account.errors.forgotPhoneRequired' };
  if (!looksLikePhone(phone) || digits(phone).length !== 10) return { phone: 'account.errors.forgotPhoneDigits' };
  return {};
}

export function validateForgotEmail(email: string): FieldErrors<'email'> {
  if (email.trim() === '') return { email: 'account.errors.forgotEmailRequired' };
  if (!isValidEmail(email)) return { email: 'account.errors.forgotEmailInvalid' };
  return {};
}

/** OTP (six digits). */
export function validateOtp(otp: string): FieldErrors<'otp'> {
  if (otp.trim() === '') return { otp: 'account.errors.fieldEmpty' };
  if (!/^\d{6}$/.test(otp)) return { otp: 'account.errors.otpDigits' };
  return {};
}

/** Reset password, step 2. */
export function validateResetPassword(values: { password: string; confirmPassword: string }): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (values.password === '') errors.password = 'account.errors.noPassword';
  else if (values.password.length < 6) errors.password = 'account.errors.passwordShort';
  if (values.confirmPassword === '') errors.confirmPassword = 'account.errors.noConfirmPassword';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'account.errors.passwordsMustMatch';
  return errors;
}

export interface ProfileValues {
  name: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export function validateProfile(values: ProfileValues): FieldErrors<'name' | 'phone' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'name' | 'phone' | 'password' | 'confirmPassword'> = {};
  if (values.name.trim() === '') errors.name = 'account.errors.nameRequired';
  if (values.phone.trim() !== '' && !/^\+?\d+$/.test(values.phone.trim())) errors.phone = 'account.errors.phoneDigits';
  if (values.password !== '' && values.password.length < 6) errors.password = 'account.errors.passwordShort';
  if (values.password !== '' && values.confirmPassword !== values.password) errors.confirmPassword = 'account.errors.passwordsMustMatch';
  return errors;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Profile photo: jpeg, png, jpg or gif; anything else is refused with the spec's alert. */
export function validateImage(file: { type: string; size: number; name: string }): TranslationKey | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = IMAGE_TYPES.includes(file.type) || ['jpeg', 'jpg', 'png', 'gif'].includes(extension);
  if (!allowed || ['avif', 'webp', 'pdf'].includes(extension)) return 'account.errors.imageFormat';
  if (file.size > IMAGE_MAX_BYTES) return 'account.errors.imageSize';
  return null;
}
