/** The is_exist_user view: "Is it you?" for the unverified account that holds the phone, with Yes and No. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { confirmExistingAccount, requestSignInCode } from '../api/otp-sign-in';
import type { AccountStep } from '../auth-dialog-store';
import { isolate } from '@/lib/bidi';
import { firstServerMessage } from '../form-errors';
import { useAuthFlow } from '../use-auth-flow';
import * as styles from './auth.css';
import { FormAlert } from './form-alert';

export default function ExistUserView({ step }: { step: AccountStep }) {
  const flow = useAuthFlow();
  const [pending, setPending] = useState<'yes' | 'no' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const answer = async (choice: 'yes' | 'no') => {
    setPending(choice);
    setServerError(null);
    try {
      const result = await confirmExistingAccount(step.phone, step.otp, choice);
      setServerError(flow.proceed(result, { origin: 'sign-in', loginType: 'otp', phone: step.phone, email: null, otp: step.otp, resend: () => requestSignInCode(step.phone) }));
    } catch (error) {
      setServerError(firstServerMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.account}>
        {step.account.image ? <img src={step.account.image} alt="" className={styles.avatar} width={52} height={52} /> : null}
        {step.account.name ? <p className={styles.accountName}>{step.account.name}</p> : null}
        <p className={styles.intro}>{t('account.existUserBody', { phone: isolate(step.phone) })}</p>
      </div>
      <FormAlert message={serverError} />
      <div className={styles.actions}>
        <Button variant="secondary" isPending={pending === 'no'} isDisabled={pending === 'yes'} onPress={() => void answer('no')}>
          {t('common.no')}
        </Button>
        <Button isPending={pending === 'yes'} isDisabled={pending === 'no'} onPress={() => void answer('yes')}>
          {t('common.yes')}
        </Button>
      </div>
    </div>
  );
}
