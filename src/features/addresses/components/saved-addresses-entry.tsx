/**
 * The saved-addresses entry of the location dialog: a button for signed-in customers; for a guest, the hint to
 * sign in and the addresses kept on this device.
 */
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import * as styles from './addresses.css';

export function SavedAddressesEntry({ onOpen }: { onOpen: () => void }) {
  const session = useSession();
  return (
    <div className={styles.entry}>
      {session.token ? (
        <Button variant="secondary" icon="home" fullWidth onPress={onOpen}>
          {t('addresses.savedAddresses')}
        </Button>
      ) : (
        <>
          <p className={styles.hint}>{t('addresses.signInHint')}</p>
          <Button variant="ghost" icon="home" fullWidth onPress={onOpen}>
            {t('addresses.deviceAddresses')}
          </Button>
        </>
      )}
    </div>
  );
}
