/** Form rules and the spec's messages (spec §5), as pure functions returning translation keys. */
import type { TranslationKey } from '@/lib/i18n';
import { classifyContact } from '@/lib/validation';

export type FieldErrors<F extends string> = Partial<Record<F, TranslationKey>>;

export function validateLogin(values: { emailOrPhone: string; password: string }): FieldErrors<'emailOrPhone' | 'password'> {
  const errors: FieldErrors<'emailOrPhone' | 'password'> = {};
  if (values.emailOrPhone.trim() === '') errors.emailOrPhone = 'account.errors.emailOrPhoneRequired';
  else if (classifyContact(values.emailOrPhone).kind === 'invalid') errors.emailOrPhone = 'account.errors.emailOrPhoneInvalid';
  if (values.password === '') errors.password = 'account.errors.passwordRequired';
  else if (values.password.length < 6) errors.password = 'account.errors.passwordShort';
  return errors;
}
