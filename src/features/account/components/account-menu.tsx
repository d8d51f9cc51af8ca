/** A signed-in customer's account menu (profile, trips, orders, wallet, loyalty, referral, coupons, logout). */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '@/api/config';
import { useModules } from '@/api/modules';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Icon } from '@/components/ui/icon/icon';
import { Menu, type MenuEntry } from '@/components/ui/menu/menu';
import { paths } from '@/config/paths';
import { useSessionValue } from '@/hooks/use-session';
import { endSession } from '@/lib/auth-events';
import { menuGates } from '@/lib/menu-gates';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQueryClient } from '@/lib/query';
import { logout, useProfile } from '../api/auth';
import * as styles from './auth.css';

export const LOGOUT_DELAY_MS = 500;

export default function AccountMenu({ token }: { token: string }) {
  const config = useConfig();
  const profile = useProfile(token);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const settings = config.data;
  const modules = useModules(useSessionValue('zoneId'));

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
