/**
 * Signed in: the account menu (profile, trips, orders, wallet, loyalty, referral, coupons, logout), loaded only
 * for a signed-in customer (its menu and confirmation are react-aria's, which a guest's page need not load).
 * Otherwise: Sign in.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { importPatiently } from '@/lib/after-load';
import { t } from '@/lib/i18n';
import { openAuthDialog, useAuthDialog } from '../auth-dialog-store';
import { rememberContact } from '../remember-me';
import * as styles from './auth.css';

// Loaded when first opened: the entry chunk carries only the button and the tiny dialog store.
const AuthDialog = lazy(() => import('./auth-dialog'));
const AccountMenu = lazy(() => importPatiently(() => import('./account-menu')));

export function AccountControl() {
  const session = useSession();
  const dialog = useAuthDialog();

  // A kiosk hands the device to the next customer: the remembered email or phone must not greet them.
  useEffect(() => onSessionEnd((reason) => (reason === 'kiosk' ? rememberContact(null) : undefined)), []);

  if (!session.token) {
    return (
      <>
        <Button plain variant="secondary" onPress={() => openAuthDialog('sign-in')}>
          <Icon name="user" />
          <span className={styles.signInLabel}>{t('layout.signIn')}</span>
        </Button>
        {dialog ? (
          <Suspense fallback={null}>
            <AuthDialog />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu token={session.token} />
    </Suspense>
  );
}
