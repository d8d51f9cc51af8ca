/** The account dialog (sign-in view). */
import { Dialog } from '@/components/ui/dialog/dialog';
import { t } from '@/lib/i18n';
import { closeAuthDialog, useAuthDialog } from '../auth-dialog-store';
import { SignInForm } from './sign-in-form';

export default function AuthDialog() {
  const view = useAuthDialog();
  if (!view) return null;
  return (
    <Dialog isOpen onOpenChange={(open) => !open && closeAuthDialog()} title={t('account.signInTitle')} size="sm">
      <SignInForm onDone={closeAuthDialog} />
    </Dialog>
  );
}
