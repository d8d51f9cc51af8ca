/**
 * Sign-up: name, email, phone, password and its confirmation, a referral code when the wallet and referral
 * earning are on, and the terms (submit stays disabled until they are accepted). The guest id goes along.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Link } from '@/components/ui/link/link';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { login } from '../api/auth';
import { signUp } from '../api/sign-up';
import { authOptionsOf } from '../auth-config';
import { openAuthDialog } from '../auth-dialog-store';
import { toApiPhone } from '../phone';
import { useAuthFlow } from '../use-auth-flow';
import { useFormSubmit } from '../use-form-submit';
import { validateSignUp, type SignUpValues } from '../validation';
import * as styles from './auth.css';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

type Field = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'refCode' | 'acceptTerms';
const SERVER_FIELDS: Partial<Record<string, Field>> = { name: 'name', email: 'email', phone: 'phone', password: 'password', confirm_password: 'confirmPassword', ref_code: 'refCode' };

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '', confirmPassword: '', refCode: '', acceptTerms: false };

export default function SignUpForm() {
  const config = useConfig();
  const referral = authOptionsOf(config.data).referral;
  const flow = useAuthFlow();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const { submit: run, fieldError, serverError, pending } = useFormSubmit<Field>();
  const set = <K extends keyof SignUpValues>(key: K) => (value: SignUpValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () =>
    run(
      validateSignUp(values),
      async () => {
        const phone = toApiPhone(values.phone);
        const email = values.email.trim().toLowerCase();
        const answer = await signUp({
          name: values.name.trim(),
          email,
          phone,
          password: values.password,
          confirmPassword: values.confirmPassword,
          refCode: referral && values.refCode.trim() !== '' ? values.refCode.trim() : null,
        });
        return flow.proceed(answer, {
          origin: 'sign-up',
          loginType: 'manual',
          phone,
          email,
          // The new account signs in with its password to get a fresh code.
          resend: () => login(phone, values.password, 'phone'),
        });
      },
      SERVER_FIELDS,
    );

  return (
    <AccountForm onSubmit={() => void submit()}>
      <TextField label={t('account.name')} autoComplete="name" isRequired value={values.name} onChange={set('name')} errorMessage={fieldError('name')} />
      <TextField label={t('account.email')} type="email" inputMode="email" autoComplete="email" isRequired maxLength={255} value={values.email} onChange={set('email')} errorMessage={fieldError('email')} />
      <TextField
        label={t('account.phone')}
        description={t('account.phoneDescription')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        isRequired
        value={values.phone}
        onChange={set('phone')}
        errorMessage={fieldError('phone')}
      />
      <TextField
        label={t('account.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('account.passwordPlaceholder')}
        isRequired
        value={values.password}
        onChange={set('password')}
        errorMessage={fieldError('password')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errorMessage={fieldError('confirmPassword')}
      />
      {referral ? <TextField label={t('account.refCode')} autoComplete="off" value={values.refCode} onChange={set('refCode')} errorMessage={fieldError('refCode')} /> : null}
      <div className={styles.stack}>
        <Checkbox isSelected={values.acceptTerms} onChange={set('acceptTerms')} errorMessage={fieldError('acceptTerms')}>
          {t('account.acceptTerms')}
        </Checkbox>
        <Link href={paths.terms} external>
          {t('account.readTerms')}
        </Link>
      </div>
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isDisabled={!values.acceptTerms} isPending={pending}>
        {t('account.signUp')}
      </Button>
      <p className={styles.centeredRow}>
        <span>{t('account.haveAccount')}</span>
        <Button variant="link" onPress={() => openAuthDialog('sign-in')}>
          {t('account.signIn')}
        </Button>
      </p>
    </AccountForm>
  );
}
