/** The code step for a changed phone or email (a lazy chunk): six boxes, Verify with six digits, Resend after 60 s. */
import { Dialog } from '@/components/ui/dialog/dialog';
import { t } from '@/lib/i18n';
import { OtpPanel } from '../components/otp-panel';
import type { CodeStep } from './use-profile-form';

export interface ProfileCodeDialogProps {
  step: CodeStep;
  showDemoHint: boolean;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<unknown>;
  onClose: () => void;
}

export default function ProfileCodeDialog({ step, showDemoHint, onVerify, onResend, onClose }: ProfileCodeDialogProps) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={step.on === 'phone' ? t('profile.verifyPhone') : t('profile.verifyEmail')} size="sm">
      <OtpPanel description={step.message} showDemoHint={showDemoHint} onVerify={onVerify} onResend={onResend} />
    </Dialog>
  );
}
