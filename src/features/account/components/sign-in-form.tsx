/**
 * Sign in with email or phone and password: validated before sending, the server's message on refusal, and
 * "Remember me" (the email or phone only — see remember-me.ts). A verification or a missing name moves the
 * dialog on to the next step.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Link } from '@/components/ui/link/link';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { classifyContact } from '@/lib/validation';
import { login, type FieldType } from '../api/auth';
import { rememberContact, rememberedContact } from '../remember-me';
import { useAuthFlow } from '../use-auth-flow';
import { useFormSubmit } from '../use-form-submit';
import { validateLogin } from '../validation';
import * as styles from './auth.css';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

type Field = 'emailOrPhone' | 'password';

export function SignInForm() {
  const flow = useAuthFlow();
  const [emailOrPhone, setEmailOrPhone] = useState(() => rememberedContact() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedContact() !== null);
  const { submit: run, fieldError, serverError, pending } = useFormSubmit<Field>();

  const submit = () =>
    run(
      validateLogin({ emailOrPhone, password }),
      async () => {
        const contact = classifyContact(emailOrPhone);
        const fieldType: FieldType = contact.kind === 'email' ? 'email' : 'phone';
        const identity = contact.normalised;
        const answer = await login(identity, password, fieldType);
        rememberContact(remember ? emailOrPhone : null);
        return flow.proceed(answer, {
          origin: 'sign-in',
          loginType: 'manual',
          phone: fieldType === 'phone' ? identity : null,
          email: fieldType === 'email' ? identity : null,
          // Signing in again sends a new code for the contact still to be verified.
          resend: () => login(identity, password, fieldType),
        });
      },
      { email_or_phone: 'emailOrPhone', password: 'password' },
    );

  return (
    <AccountForm onSubmit={() => void submit()}>
      <TextField
        label={t('account.emailOrPhone')}
        autoComplete="username"
        isRequired
        value={emailOrPhone}
        onChange={setEmailOrPhone}
        errorMessage={fieldError('emailOrPhone')}
      />
      <TextField
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('account.passwordPlaceholder')}
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={fieldError('password')}
      />
      <div className={styles.linkRow}>
        <Checkbox isSelected={remember} onChange={setRemember}>
          {t('account.rememberMe')}
        </Checkbox>
        <Link href={paths.forgotPassword}>
          {t('account.forgotPassword')}
        </Link>
      </div>
      <FormAlert message={serverError} />
      <Button type="submit" isPending={pending} fullWidth>
        {t('account.signIn')}
      </Button>
    </AccountForm>
  );
}
