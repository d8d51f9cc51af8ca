/** The phone_modal view: sign in with a code sent to a phone, and the way back to the password form. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { requestSignInCode } from '../api/otp-sign-in';
import { authOptionsOf } from '../auth-config';
import { openAuthDialog } from '../auth-dialog-store';
import { splitServerErrors } from '../form-errors';
import { allowsManual } from '../login-mode';
import { toApiPhone } from '../phone';
import { useAuthFlow } from '../use-auth-flow';
import { validateOtpPhone } from '../validation';
import * as styles from './auth.css';
import { FormAlert } from './form-alert';

export default function PhoneSignInForm() {
  const config = useConfig();
  const flow = useAuthFlow();
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const problem = validateOtpPhone(phone).phone;
    setFieldError(problem ? t(problem) : null);
    setServerError(null);
    if (problem) return;
    const number = toApiPhone(phone);
    setPending(true);
    try {
      const answer = await requestSignInCode(number);
      setServerError(flow.proceed(answer, { origin: 'sign-in', loginType: 'otp', phone: number, email: null, resend: () => requestSignInCode(number) }));
    } catch (error) {
      const split = splitServerErrors<'phone'>(error, { phone: 'phone' });
      setFieldError(split.fields.phone ?? null);
      setServerError(split.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.intro}>{t('account.phoneSignInIntro')}</p>
      <TextField
        label={t('account.phone')}
        description={t('account.phoneDescription')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        isRequired
        value={phone}
        onChange={setPhone}
        errorMessage={fieldError}
      />
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isPending={pending}>
        {t('account.getCode')}
      </Button>
      {allowsManual(authOptionsOf(config.data).mode) ? (
        <Button variant="link" onPress={() => openAuthDialog('sign-in')}>
          {t('account.signInWithPassword')}
        </Button>
      ) : null}
    </form>
  );
}
