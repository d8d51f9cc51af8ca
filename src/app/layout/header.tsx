/**
 * The header: logo, location picker, module switch, track order, chat, wishlist, cart, account, theme,
 * language and the operator's phone. Under 1180 px the secondary controls move into a side drawer, where
 * every entry shows its label; the drawer closes when the customer goes somewhere or picks a module.
 * The parcel module hides track order, chat, wishlist and cart. Chat opens the inbox, which asks a guest to
 * sign in.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '@/api/config';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { useSessionValue } from '@/hooks/use-session';
import { lazyAfterLoad } from '@/lib/after-load';
import { loadDeferredStrings, t } from '@/lib/i18n';
import { LanguageControl } from './language-control';
import { LocationButton } from './location-button';
import { ModuleSwitch } from './module-switch';
import { ThemeToggle } from './theme-toggle';
import * as styles from './header.css';

// Cart, wishlist and account controls read the local database or open dialogs: loaded once the page has
// (see lib/after-load), so their requests never hold up the first screen's.
// The account, cart and wishlist controls show account and checkout strings: they load beside the chunk.
const HeaderActions = lazyAfterLoad(() => Promise.all([import('./header-actions'), loadDeferredStrings()]).then(([module]) => module));
// "Install app" shows only once the browser offers installation, which it never has while the page is taken over.
const InstallButton = lazyAfterLoad(() => import('./install-button'));
const Drawer = lazy(() => import('@/components/ui/drawer/drawer').then((m) => ({ default: m.Drawer })));

function SecondaryControls({ inDrawer, onModuleChosen }: { inDrawer: boolean; onModuleChosen?: () => void }) {
  const module = useSessionValue('module');
  const hasZone = useSessionValue('zoneId') !== null;
  const config = useConfig();
  const isParcel = module?.module_type === 'parcel';
  const isRental = module?.module_type === 'rental';
  const phone = config.data?.phone;
  return (
    <>
      {hasZone ? <ModuleSwitch onChosen={onModuleChosen} /> : null}
      {!isParcel ? (
        <Link href={paths.trackOrder} appearance="ghost">
          <Icon name={isRental ? 'route' : 'truck'} />
          {isRental ? t('layout.trackTrip') : t('layout.trackOrder')}
        </Link>
      ) : null}
      {!isParcel ? (
        <Link href={paths.profile('inbox')} appearance="ghost">
          <Icon name="chat" />
          <span className={inDrawer ? undefined : styles.collapsibleLabel}>{t('layout.chat')}</span>
        </Link>
      ) : null}
      <ThemeToggle showLabel={inDrawer} />
      <LanguageControl />
      <InstallButton />
      {phone ? (
        <a href={`tel:${phone}`} className={inDrawer ? `${styles.phone} ${styles.drawerPhone}` : styles.phone} aria-label={t('layout.callUs', { phone })} title={inDrawer ? undefined : phone}>
          <Icon name="phone" />
          <span dir="ltr" className={inDrawer ? undefined : styles.phoneDigits}>
            {phone}
          </span>
        </a>
      ) : null}
    </>
  );
}

export function Header() {
  const module = useSessionValue('module');
  const hasZone = useSessionValue('zoneId') !== null;
  const config = useConfig();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Going to another page or choosing a module closes the menu (derived during render, no effect needed).
  const place = `${location}|${module?.id ?? ''}`;
  const [lastPlace, setLastPlace] = useState(place);
  if (place !== lastPlace) {
    setLastPlace(place);
    setMenuOpen(false);
  }
  const isParcel = module?.module_type === 'parcel';
  const name = config.data?.business_name || t('common.appName');

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={hasZone ? paths.home : paths.landing} className={styles.logo} aria-label={`${name} — ${t('layout.home')}`}>
          <Icon name="car" size={28} />
          <span className={styles.logoText}>{name}</span>
        </Link>
        <div className={styles.location}>{hasZone ? <LocationButton /> : null}</div>
        <span className={styles.spacer} />
        <nav aria-label={t('layout.mainNavigation')} className={styles.wideOnly}>
          <SecondaryControls inDrawer={false} />
        </nav>
        <div className={styles.fixed}>
          <Suspense fallback={null}>
            <HeaderActions hideShopping={isParcel || !hasZone} />
          </Suspense>
        </div>
        <div className={styles.narrowOnly}>
          <PlainButton variant="ghost" iconOnly aria-label={t('layout.openMenu')} onPress={() => setMenuOpen(true)}>
            <Icon name="menu" />
          </PlainButton>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <Drawer title={t('layout.menuTitle')} isOpen={menuOpen} onOpenChange={setMenuOpen} side="start" maxWidth="340px">
            <nav aria-label={t('layout.mainNavigation')} className={styles.drawerList}>
              <SecondaryControls inDrawer onModuleChosen={() => setMenuOpen(false)} />
            </nav>
          </Drawer>
        </Suspense>
      ) : null}
    </header>
  );
}
