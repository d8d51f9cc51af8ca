import { TitledScreen } from '@/components/feedback/titled-screen';
import { ForgotPasswordWizard } from '@/features/account/components/forgot-password-wizard';
import { t } from '@/lib/i18n';

export default function Screen() {
  return (
    <TitledScreen title={t('pages.forgotPassword')}>
      <ForgotPasswordWizard />
    </TitledScreen>
  );
}
