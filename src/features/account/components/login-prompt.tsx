/** "Do you want to login or continue as a guest?" with its note and the Guest, Login and Sign Up choices. */
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { t } from '@/lib/i18n';
import { openAuthDialog } from '../auth-dialog-store';

export function LoginPrompt({ isOpen, onClose, onGuest }: { isOpen: boolean; onClose: () => void; onGuest: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('checkout.loginPromptTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onGuest}>
            {t('checkout.guest')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              onClose();
              openAuthDialog('sign-up');
            }}
          >
            {t('checkout.signUp')}
          </Button>
          <Button
            onPress={() => {
              onClose();
              openAuthDialog('sign-in');
            }}
          >
            {t('checkout.login')}
          </Button>
        </>
      }
    >
      <p>{t('checkout.loginPromptNote')}</p>
    </Dialog>
  );
}
