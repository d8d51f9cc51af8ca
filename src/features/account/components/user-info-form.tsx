/** The user_info view: the name (and the email or phone the account lacks) a new account still needs. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { requestSignInCode } from '../api/otp-sign-in';
import { updateInfo } from '../api/update-info';
import { authOptionsOf } from '../auth-config';
import type { InfoStep } from '../auth-dialog-store';
import { toApiPhone } from '../phone';
import { useAuthFlow } from '../use-auth-flow';
import { useFormSubmit } from '../use-form-submit';
import { validateUserInfo } from '../validation';
import * as styles from './auth.css';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

type Field = 'name' | 'contact' | 'refCode';

export default function UserInfoForm({ step }: { step: InfoStep }) {
  const config = useConfig();
  const referral = authOptionsOf(config.data).referral;
  const flow = useAuthFlow();
  // The phone is known after a sign-in with a code, so the email is asked; otherwise the phone.
  const contactKind = step.phone ? 'email' : 'phone';
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [refCode, setRefCode] = useState('');
  const { submit: run, fieldError, serverError, pending } = useFormSubmit<Field>();

  const submit = () =>
    run(
      validateUserInfo({ name, contact, contactKind }),
      async () => {
        const phone = contactKind === 'phone' ? toApiPhone(contact) : step.phone;
        const email = contactKind === 'email' ? contact.trim().toLowerCase() : step.email;
        const answer = await updateInfo({ name: name.trim(), phone, email, loginType: step.loginType, refCode: referral && refCode.trim() !== '' ? refCode.trim() : null });
        return flow.proceed(answer, { origin: 'sign-up', loginType: step.loginType, phone, email, resend: () => requestSignInCode(phone ?? '') });
      },
      { name: 'name', [contactKind]: 'contact', ref_code: 'refCode' },
    );

  return (
    <AccountForm onSubmit={() => void submit()}>
      <p className={styles.intro}>{t('account.userInfoIntro')}</p>
      <TextField label={t('account.name')} autoComplete="name" isRequired value={name} onChange={setName} errorMessage={fieldError('name')} />
      {contactKind === 'email' ? (
        <TextField label={t('account.email')} type="email" inputMode="email" autoComplete="email" isRequired maxLength={255} value={contact} onChange={setContact} errorMessage={fieldError('contact')} />
      ) : (
        <TextField
          label={t('account.phone')}
          description={t('account.phoneDescription')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
          value={contact}
          onChange={setContact}
          errorMessage={fieldError('contact')}
        />
      )}
      {referral ? <TextField label={t('account.refCode')} autoComplete="off" value={refCode} onChange={setRefCode} errorMessage={fieldError('refCode')} /> : null}
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isPending={pending}>
        {t('account.continue')}
      </Button>
    </AccountForm>
  );
}
