/**
 * Code entry shared by the sign-in dialog and the forgot-password screen: six boxes, Verify (enabled only
 * with six digits), Resend (disabled during the 60 s countdown), the demo code hint, and the server's
 * message when the code is refused.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { DEMO_OTP } from '../auth-config';
import { formatCountdown, useCountdown } from '../countdown';
import { firstServerMessage } from '../form-errors';
import { validateOtp } from '../validation';
import { AccountForm } from './account-form';
import * as styles from './auth.css';
import { FormAlert, FormHint } from './form-alert';
import { isCompleteCode, OtpCodeInput } from './otp-code-input';

export interface OtpPanelProps {
  /** What was sent where ("Enter the 6-digit code we sent to …"). */
  description: ReactNode;
  showDemoHint: boolean;
  /** Checks the code; resolves with a message to show when the answer cannot be used, else `null`. */
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<unknown>;
  /** Fields shown above the boxes (a phone number the code went to, when it is not known yet). */
  before?: ReactNode;
  /** Checks `before`'s fields; returns false to stop. */
  canSubmit?: () => boolean;
  verifyLabel?: string;
  autoFocus?: boolean;
}

export function OtpPanel({ description, showDemoHint, onVerify, onResend, before, canSubmit, verifyLabel, autoFocus = true }: OtpPanelProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();

  const verify = async () => {
    const problem = validateOtp(code).otp;
    setFieldError(problem ? t(problem) : null);
    setServerError(null);
    if (problem || (canSubmit && !canSubmit())) return;
    setVerifying(true);
    try {
      setServerError(await onVerify(code));
    } catch (error) {
      setServerError(firstServerMessage(error));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      await onResend();
      setCode('');
      countdown.restart();
      notify.info(t('account.codeResent'));
    } catch (error) {
      setServerError(firstServerMessage(error));
    } finally {
      setResending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <AccountForm onSubmit={() => void verify()}>
      {before}
      <p className={styles.intro}>{description}</p>
      {showDemoHint ? <FormHint>{t('account.demoOtpHint', { secret: DEMO_OTP })}</FormHint> : null}
      <OtpCodeInput label={t('account.otpLabel')} value={code} onChange={setCode} errorMessage={fieldError} autoFocus={autoFocus} />
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isDisabled={!isCompleteCode(code)} isPending={verifying}>
        {verifyLabel ?? t('account.verify')}
      </Button>
      <Button variant="ghost" fullWidth isDisabled={waiting} isPending={resending} onPress={() => void resend()}>
        {waiting ? t('account.resendIn', { time: formatCountdown(countdown.remaining) }) : t('account.resend')}
      </Button>
    </AccountForm>
  );
}
