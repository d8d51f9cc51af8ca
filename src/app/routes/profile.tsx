/**
 * /profile?page={name}: the customer's own pages. `profile-settings` (the default, also for unknown names)
 * edits the profile; `my-address` lists saved addresses; `wishlist` shows the module's wishlist. Names of
 * menu pages that have their own route (wallet, loyalty points, referral code, coupons, orders, trips,
 * settings) redirect there. `inbox` holds the conversations; it also opens for a guest, who is asked to
 * sign in there, while every other page needs a signed-in customer.
 */
import { lazy, Suspense } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { ProfileSettings } from '@/features/account/profile/profile-settings';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { AddressBook } from '@/features/addresses/components/address-book';
import { t } from '@/lib/i18n';
import { container, pageTitle, row, stack } from '@/styles/utils.css';
import { RequireLogin } from '../guards';

// The inbox (conversations, the outbox's message queue) loads only on its page.
const InboxPage = lazy(() => import('@/features/messages/components/inbox-page').then((module) => ({ default: module.InboxPage })));
// The wishlist section (and the drawer module it lives in) loads only on that page.
const WishlistContent = lazy(() => import('@/lib/wishlist/control').then((module) => ({ default: module.WishlistContent })));

const ELSEWHERE = new Map<string, string>([
  ['wallet', paths.wallet],
  ['loyalty-points', paths.loyaltyPoints],
  ['referral-code', paths.referralCode],
  ['coupons', paths.coupons],
  ['my-orders', paths.myOrders],
  ['my-trips', paths.myTrips],
  ['settings', paths.settings],
]);

const SECTIONS = [
  { page: 'profile-settings', label: () => t('profile.settings') },
  { page: 'my-address', label: () => t('addresses.title') },
  { page: 'wishlist', label: () => t('layout.wishlist') },
  { page: 'inbox', label: () => t('inbox.title') },
] as const;

type Section = (typeof SECTIONS)[number]['page'];

function sectionOf(page: string | null): Section {
  if (page === 'my-address' || page === 'address') return 'my-address';
  if (page === 'wishlist') return 'wishlist';
  if (page === 'inbox') return 'inbox';
  return 'profile-settings';
}

export default function ProfileScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  // The payment page returns to `?page=wallet?flag=success&&token=…`: the name ends at `?`, the outcome
  // travels on to the page's own route.
  const [page = null, outcome] = (params.get('page') ?? '').split('?');
  const elsewhere = page ? ELSEWHERE.get(page) : undefined;
  if (elsewhere) return <Redirect to={outcome ? `${elsewhere}?${outcome}` : elsewhere} replace />;
  const section = sectionOf(page);
  if (section !== 'inbox' && !session.token) return <RequireLogin>{null}</RequireLogin>;
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{section === 'inbox' ? t('inbox.title') : t('profile.title')}</h1>
      {session.token ? (
        <nav aria-label={t('profile.sections')} className={row}>
          {SECTIONS.map((entry) => (
            <Link key={entry.page} href={paths.profile(entry.page)} appearance={entry.page === section ? 'secondary' : 'ghost'} aria-current={entry.page === section ? 'page' : undefined}>
              {entry.label()}
            </Link>
          ))}
        </nav>
      ) : null}
      {section === 'profile-settings' ? (
        <ProfileSettings headingId="profile-settings" />
      ) : section === 'my-address' ? (
        <AddressBook headingId="profile-addresses" />
      ) : section === 'inbox' ? (
        <Suspense fallback={null}>
          <InboxPage baseHref={paths.profile('inbox')} onSignIn={() => openAuthDialog('sign-in')} />
        </Suspense>
      ) : (
        <section aria-labelledby="profile-wishlist" className={stack}>
          <h2 id="profile-wishlist">{t('layout.wishlist')}</h2>
          <Suspense fallback={null}>
            <WishlistContent />
          </Suspense>
        </section>
      )}
    </div>
  );
}
