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
import { splitServerErrors } from '../form-errors';
import { rememberContact, rememberedContact } from '../remember-me';
import { useAuthFlow } from '../use-auth-flow';
import { validateLogin, type FieldErrors } from '../validation';
import * as styles from './auth.css';
import { FormAlert } from './form-alert';

type Field = 'emailOrPhone' | 'password';

export function SignInForm() {
  const flow = useAuthFlow();
  const [emailOrPhone, setEmailOrPhone] = useState(() => rememberedContact() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedContact() !== null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const found = validateLogin({ emailOrPhone, password });
    setErrors(found);
    setServerFields({});
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    const contact = classifyContact(emailOrPhone);
    const fieldType: FieldType = contact.kind === 'email' ? 'email' : 'phone';
    const identity = contact.normalised;
    setPending(true);
    try {
      const answer = await login(identity, password, fieldType);
      rememberContact(remember ? emailOrPhone : null);
      setServerError(
        flow.proceed(answer, {
          origin: 'sign-in',
          loginType: 'manual',
          phone: fieldType === 'phone' ? identity : null,
          email: fieldType === 'email' ? identity : null,
          // Signing in again sends a new code for the contact still to be verified.
          resend: () => login(identity, password, fieldType),
        }),
      );
    } catch (error) {
      const split = splitServerErrors<Field>(error, { email_or_phone: 'emailOrPhone', password: 'password' });
      setServerFields(split.fields);
      setServerError(split.message);
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: Field) => serverFields[field] ?? (errors[field] ? t(errors[field]) : null);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
    </form>
  );
}
