/** Sign in with email or phone and password; validated before sending, server messages shown on failure. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessages } from '@/lib/query-client';
import { updateSession } from '@/lib/session';
import { classifyContact } from '@/lib/validation';
import { login } from '../api/auth';
import { validateLogin, type FieldErrors } from '../validation';

export function SignInForm({ onDone }: { onDone: () => void }) {
  const [emailOrPhone, setEmailOrPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'emailOrPhone' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateLogin({ emailOrPhone, password });
        setErrors(found);
        setServerError(null);
        if (Object.keys(found).length > 0) return;
        const contact = classifyContact(emailOrPhone);
        setPending(true);
        void login(contact.kind === 'email' ? contact.normalised : contact.normalised, password, contact.kind === 'email' ? 'email' : 'phone')
          .then((answer) => {
            if (!answer.token) {
              setServerError(t('common.genericError'));
              return;
            }
            updateSession({ token: answer.token });
            notify.success(t('account.loggedIn'));
            onDone();
          })
          .catch((error: unknown) => setServerError(isApiError(error) ? (error.messages[0] ?? errorMessages(error)[0] ?? null) : errorMessages(error)[0] ?? null))
          .finally(() => setPending(false));
      }}
    >
      <TextField label={t('account.emailOrPhone')} autoComplete="username" value={emailOrPhone} onChange={setEmailOrPhone} errorMessage={errors.emailOrPhone ? t(errors.emailOrPhone) : null} />
      <TextField label={t('account.password')} type="password" autoComplete="current-password" placeholder={t('account.passwordPlaceholder')} value={password} onChange={setPassword} errorMessage={errors.password ? t(errors.password) : null} />
      {serverError ? (
        <p role="alert" style={{ color: 'var(--critical, #b42318)', fontWeight: 600 }}>
          {serverError}
        </p>
      ) : null}
      <Button type="submit" isPending={pending} fullWidth>
        {t('account.signIn')}
      </Button>
    </form>
  );
}
