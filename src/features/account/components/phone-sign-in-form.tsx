/** The phone_modal view: sign in with a code sent to a phone, and the way back to the password form. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { requestSignInCode } from '../api/otp-sign-in';
import { authOptionsOf } from '../auth-config';
import { openAuthDialog } from '../auth-dialog-store';
import { allowsManual } from '../login-mode';
import { toApiPhone } from '../phone';
import { useAuthFlow } from '../use-auth-flow';
import { useFormSubmit } from '../use-form-submit';
import { validateOtpPhone } from '../validation';
import * as styles from './auth.css';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

export default function PhoneSignInForm() {
  const config = useConfig();
  const flow = useAuthFlow();
  const [phone, setPhone] = useState('');
  const { submit: run, fieldError, serverError, pending } = useFormSubmit<'phone'>();

  const submit = () =>
    run(
      validateOtpPhone(phone),
      async () => {
        const number = toApiPhone(phone);
        const answer = await requestSignInCode(number);
        return flow.proceed(answer, { origin: 'sign-in', loginType: 'otp', phone: number, email: null, resend: () => requestSignInCode(number) });
      },
      { phone: 'phone' },
    );

  return (
    <AccountForm onSubmit={() => void submit()}>
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
        errorMessage={fieldError('phone')}
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
    </AccountForm>
  );
}
