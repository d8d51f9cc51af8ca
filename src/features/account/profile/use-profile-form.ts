/**
 * Talon for the profile form: name, email, phone (locked once verified), optional new password with its
 * confirmation, the current password (the server asks for it to change the password, the email or the
 * phone), and a photo checked before upload. Saving either succeeds (server message, profile refetched) or
 * opens a code step for a changed phone or email; the code resends the same form, and the answer may ask
 * for one more code (an account without a password first confirms it is the owner's, then verifies the new
 * number). Server refusals naming a field show under it, the rest in the form's alert.
 */
import { useState } from 'react';
import { t, type TranslationKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { isValidEmail } from '@/lib/validation';
import type { Profile } from '../api/auth';
import { isolate } from '@/lib/bidi';
import { splitServerErrors } from '../form-errors';
import { validateImage, validateProfile } from '../validation';
import { needsCode, updateProfile, type ProfileFields, type Verification } from './api';

export interface CodeStep {
  on: 'phone' | 'email';
  medium: string;
  message: string;
  fields: ProfileFields;
  /** Counts the code steps of one save, so a second step starts with empty boxes. */
  round: number;
}

type Field = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'currentPassword';

/** The server's field codes for this form. */
const FIELD_CODES: Partial<Record<string, Field>> = { name: 'name', email: 'email', phone: 'phone', password: 'password', current_password: 'currentPassword' };

export function useProfileForm(profile: Profile) {
  const queryClient = useQueryClient();
  const phoneLocked = profile.is_phone_verified === 1 && Boolean(profile.phone);
  const [values, setValues] = useState({
    name: [profile.f_name, profile.l_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    password: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<TranslationKey | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, TranslationKey>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: ({ fields, verification }: { fields: ProfileFields; verification?: Verification }) => updateProfile(fields, verification),
  });

  const finish = (message: string) => {
    notify.success(message);
    setCodeStep(null);
    setImage(null);
    setValues((current) => ({ ...current, password: '', confirmPassword: '', currentPassword: '' }));
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };

  /** Sends the form (or resends it with a code); resolves with a refusal to show, or null. */
  const submitFields = async (fields: ProfileFields, verification?: Verification): Promise<string | null> => {
    try {
      const answer = await send.mutateAsync({ fields, verification });
      if (needsCode(answer)) {
        const on = answer.verification_on;
        setCodeStep((current) => ({ on, medium: answer.verification_medium ?? (on === 'phone' ? 'SMS' : 'email'), message: answer.message, fields, round: (current?.round ?? 0) + 1 }));
        return null;
      }
      finish(answer.message || t('profile.updated'));
      return null;
    } catch (error) {
      const split = splitServerErrors<Field>(error, FIELD_CODES);
      // The server's messages are English: isolated, they keep their own order under an Arabic form.
      setServerErrors(Object.fromEntries(Object.entries(split.fields).map(([field, message]) => [field, isolate(message as string)])));
      return split.message ?? (Object.keys(split.fields).length > 0 ? null : errorMessages(error).join(' '));
    }
  };

  return {
    profile,
    values,
    set: (field: keyof typeof values, value: string) => setValues((current) => ({ ...current, [field]: value })),
    phoneLocked,
    image,
    imageError: imageError ? t(imageError) : null,
    chooseImage: (file: File | null) => {
      if (!file) return;
      const problem = validateImage(file);
      setImageError(problem);
      if (problem) {
        notify.error(t(problem));
        setImage(null);
        return;
      }
      setImage(file);
    },
    errors: { ...Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])), ...serverErrors } as Partial<Record<Field, string>>,
    formError,
    isPending: send.isPending && codeStep === null,
    codeStep,
    closeCodeStep: () => setCodeStep(null),
    submit: async () => {
      setFormError(null);
      setServerErrors({});
      const found: Partial<Record<Field, TranslationKey>> = validateProfile({ name: values.name, phone: phoneLocked ? '' : values.phone, password: values.password, confirmPassword: values.confirmPassword });
      if (values.email.trim() !== '' && !isValidEmail(values.email)) found.email = 'account.errors.emailInvalid';
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const email = values.email.trim();
      const phone = values.phone.trim();
      const onlyPassword = values.password !== '' && email === (profile.email ?? '') && phone === (profile.phone ?? '');
      const fields: ProfileFields = { name: values.name.trim(), email, phone, password: values.password, currentPassword: values.currentPassword, image, buttonType: onlyPassword ? 'change_password' : null };
      setFormError(await submitFields(fields));
    },
    verifyCode: (code: string) => (codeStep ? submitFields(codeStep.fields, { otp: code, verification_on: codeStep.on, verification_medium: codeStep.medium }) : Promise.resolve(null)),
    resendCode: async () => {
      if (!codeStep) return;
      const answer = await updateProfile(codeStep.fields);
      if (needsCode(answer)) setCodeStep({ ...codeStep, message: answer.message });
    },
  };
}

export type ProfileFormTalon = ReturnType<typeof useProfileForm>;
