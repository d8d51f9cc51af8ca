/** The otp view: the code sent to verify a phone or email, or to sign in with a phone. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { verifyContact } from '../api/otp-sign-in';
import { authOptionsOf } from '../auth-config';
import type { CodeStep } from '../auth-dialog-store';
import { nextAuthStep } from '../auth-flow';
import { isolate } from '@/lib/bidi';
import { toApiPhone } from '../phone';
import { useAuthFlow } from '../use-auth-flow';
import { validateOtpPhone } from '../validation';
import { OtpPanel } from './otp-panel';

export default function OtpView({ step }: { step: CodeStep }) {
  const config = useConfig();
  const flow = useAuthFlow();
  // A password sign-in by email does not tell which phone the code went to: the customer types it.
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const needsPhone = step.channel === 'phone' && !step.contact;

  const checkPhone = () => {
    const problem = validateOtpPhone(phone).phone;
    setPhoneError(problem ? t(problem) : null);
    return !problem;
  };

  const verify = async (otp: string) => {
    const contact = needsPhone ? toApiPhone(phone) : (step.contact ?? '');
    const answer = await verifyContact({ channel: step.channel, contact, otp, loginType: step.loginType });
    const next = nextAuthStep(answer);
    if (next.kind === 'verify' && next.channel === step.channel) return answer.message || t('common.genericError');
    return flow.proceed(answer, {
      origin: step.origin,
      loginType: step.loginType,
      phone: step.channel === 'phone' ? contact : null,
      email: step.channel === 'email' ? contact : (answer.email ?? null),
      otp,
      resend: step.resend,
    });
  };

  return (
    <OtpPanel
      description={step.contact ? t('account.otpSentTo', { contact: isolate(step.contact) }) : t('account.otpSentToAccount')}
      showDemoHint={authOptionsOf(config.data).demo}
      onVerify={verify}
      onResend={step.resend}
      canSubmit={needsPhone ? checkPhone : undefined}
      autoFocus={!needsPhone}
      before={
        needsPhone ? (
          <TextField label={t('account.phone')} type="tel" inputMode="tel" autoComplete="tel" isRequired value={phone} onChange={setPhone} errorMessage={phoneError} />
        ) : null
      }
    />
  );
}
