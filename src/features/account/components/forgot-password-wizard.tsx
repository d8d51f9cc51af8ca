/**
 * The forgot-password wizard (spec §4): 0 request a code by phone or email, 1 check it, 2 choose a new
 * password; then the sign-in dialog opens. Without any channel to send codes on, the spec's apology and a
 * Help & Support link (new tab) are shown instead.
 */
import { useId, useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { requestResetCode, verifyResetCode, type ResetContact } from '../api/password-reset';
import { authOptionsOf } from '../auth-config';
import { openAuthDialog } from '../auth-dialog-store';
import { isolate } from '@/lib/bidi';
import { ForgotNewPasswordStep } from './forgot-new-password-step';
import { ForgotRequestStep } from './forgot-request-step';
import { OtpPanel } from './otp-panel';
import * as styles from './forgot-password.css';

type Stage = { step: 0 } | { step: 1; target: ResetContact } | { step: 2; target: ResetContact; token: string } | { step: 3 };

const STEP_NAMES = [() => t('account.forgot.steps.request'), () => t('account.forgot.steps.verify'), () => t('account.forgot.steps.reset')];

export function ForgotPasswordWizard() {
  const config = useConfig();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  const titleId = useId();

  if (config.isPending) return <Spinner />;
  if (config.isError && !config.data) return <ErrorState messages={errorMessages(config.error)} onRetry={() => void config.refetch()} isRetrying={config.isFetching} />;
  const options = authOptionsOf(config.data);
  if (options.resetMethods.length === 0) {
    return (
      <EmptyState
        icon="alert"
        tone="critical"
        title={t('account.forgot.unavailable')}
        action={
          <Link href={paths.helpAndSupport} external appearance="secondary">
            {t('account.forgot.helpAndSupport')}
          </Link>
        }
      />
    );
  }

  if (stage.step === 3) {
    return (
      <EmptyState
        icon="check"
        tone="brand"
        title={t('account.forgot.doneTitle')}
        body={t('account.forgot.doneBody')}
        action={<Button onPress={() => openAuthDialog('sign-in')}>{t('account.signIn')}</Button>}
      />
    );
  }

  return (
    <section className={styles.wizard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.stepTitle}>
        {t('account.forgot.stepOf', { step: stage.step + 1, total: STEP_NAMES.length })}: {STEP_NAMES[stage.step]?.()}
      </h2>
      {stage.step === 0 ? <ForgotRequestStep methods={options.resetMethods} onSent={(target) => setStage({ step: 1, target })} /> : null}
      {stage.step === 1 ? (
        <OtpPanel
          description={t('account.otpSentTo', { contact: isolate(stage.target.contact) })}
          showDemoHint={options.demo}
          onVerify={async (code) => {
            await verifyResetCode(stage.target, code);
            setStage({ step: 2, target: stage.target, token: code });
            return null;
          }}
          onResend={() => requestResetCode(stage.target)}
        />
      ) : null}
      {stage.step === 2 ? (
        <ForgotNewPasswordStep
          target={stage.target}
          resetToken={stage.token}
          onDone={() => {
            setStage({ step: 3 });
            openAuthDialog('sign-in');
          }}
        />
      ) : null}
    </section>
  );
}
