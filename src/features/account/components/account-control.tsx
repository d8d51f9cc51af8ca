/** Signed in: the account menu (profile, trips, orders, wallet, loyalty, referral, coupons, logout). Otherwise: Sign in. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '@/api/config';
import { useModules } from '@/api/modules';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Icon } from '@/components/ui/icon/icon';
import { Menu, type MenuEntry } from '@/components/ui/menu/menu';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { endSession, onSessionEnd } from '@/lib/auth-events';
import { menuGates } from '@/lib/menu-gates';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQueryClient } from '@/lib/query';
import { logout, useProfile } from '../api/auth';
import { openAuthDialog, useAuthDialog } from '../auth-dialog-store';
import { rememberContact } from '../remember-me';
import * as styles from './auth.css';

// Loaded when first opened: the entry chunk carries only the button and the tiny dialog store.
const AuthDialog = lazy(() => import('./auth-dialog'));

export const LOGOUT_DELAY_MS = 500;

export function AccountControl() {
  const session = useSession();
  const config = useConfig();
  const profile = useProfile(session.token);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const dialog = useAuthDialog();
  const settings = config.data;
  const modules = useModules(session.zoneId);

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

  const name = [profile.data?.f_name, profile.data?.l_name].filter(Boolean).join(' ') || t('layout.account');
  const gates = menuGates(settings, modules.data);
  const items: MenuEntry[] = [
    { id: 'profile', label: t('layout.profile'), href: paths.profile('profile-settings') },
    ...(gates.trips ? [{ id: 'trips', label: t('layout.myTrips'), href: paths.myTrips }] : []),
    { id: 'orders', label: t('layout.myOrders'), href: paths.myOrders },
    ...(gates.wallet ? [{ id: 'wallet', label: t('layout.wallet'), href: paths.wallet }] : []),
    ...(gates.loyalty ? [{ id: 'loyalty', label: t('layout.loyaltyPoints'), href: paths.loyaltyPoints }] : []),
    ...(gates.referral ? [{ id: 'referral', label: t('layout.referralCode'), href: paths.referralCode }] : []),
    { id: 'coupons', label: t('layout.coupons'), href: paths.coupons },
    { id: 'settings', label: t('layout.settings'), href: paths.settings },
    { id: 'logout', label: t('layout.logout'), onAction: () => setConfirming(true) },
  ];
  return (
    <>
      <Menu
        label={t('account.profileMenu', { name })}
        items={items}
        trigger={
          <Button variant="ghost" aria-label={t('account.profileMenu', { name })}>
            <Icon name="user" />
            <span className={styles.headerAccountName}>{name}</span>
          </Button>
        }
      />
      <ConfirmDialog
        isOpen={confirming}
        title={t('account.logoutTitle')}
        message={t('account.logoutMessage')}
        confirmLabel={t('layout.logout')}
        tone="danger"
        isPending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setPending(true);
          void logout().catch(() => undefined);
          setTimeout(() => {
            void endSession('logout').then(() => {
              queryClient.removeQueries({ queryKey: ['profile'] });
              setPending(false);
              setConfirming(false);
              notify.success(t('account.logoutSuccess'));
              navigate(window.location.pathname === '/' ? paths.landing : paths.home);
            });
          }, LOGOUT_DELAY_MS);
        }}
      />
    </>
  );
}
