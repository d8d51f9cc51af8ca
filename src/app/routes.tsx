/**
 * Every route of the spec, each screen in its own lazy chunk. Guards apply the spec's access rules.
 * Unknown paths render the 404 screen inside the layout.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useSession } from '@/hooks/use-session';
import { Route, Switch } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { loadDeferredStrings } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';
import { RequireLogin, RequireZone } from './guards';

type Access = 'public' | 'zone' | 'login' | 'zone+login';
/** Module-specific screens render only while that module is chosen (see module-gate.tsx). */
type ModuleOnly = 'rental';

interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
  access: Access;
  module?: ModuleOnly;
}

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen of the first visit: its chunk carries everything it shows (the core strings are in the entry). */
const screen = (load: () => ScreenModule) => lazy(load);
/** Any other screen also loads the deferred strings (accounts, checkout, trips, pages) beside its chunk. */
const screenWithStrings = (load: () => ScreenModule) => lazy(() => Promise.all([load(), loadDeferredStrings()]).then(([module]) => module));


const routes: RouteEntry[] = [
  { path: '/', screen: screen(() => import('./routes/landing')), access: 'public' },
  { path: '/home', screen: screen(() => import('./routes/home')), access: 'zone' },
  { path: '/checkout', screen: screenWithStrings(() => import('./routes/checkout')), access: 'zone' },
  { path: '/profile', screen: screenWithStrings(() => import('./routes/profile')), access: 'login' },
  { path: '/my-orders', screen: screenWithStrings(() => import('./routes/my-orders')), access: 'public' },
  { path: '/my-trips', screen: screenWithStrings(() => import('./routes/my-trips')), access: 'public' },
  { path: '/wallet', screen: screenWithStrings(() => import('./routes/wallet')), access: 'login' },
  { path: '/coupons', screen: screenWithStrings(() => import('./routes/coupons')), access: 'zone' },
  { path: '/loyalty-points', screen: screenWithStrings(() => import('./routes/loyalty-points')), access: 'login' },
  { path: '/referral-code', screen: screenWithStrings(() => import('./routes/referral-code')), access: 'login' },
  { path: '/settings', screen: screenWithStrings(() => import('./routes/settings')), access: 'public' },
  { path: '/track-order', screen: screenWithStrings(() => import('./routes/track-order')), access: 'public' },
  { path: '/categories', screen: screenWithStrings(() => import('./routes/categories')), access: 'zone' },
  { path: '/category', screen: screenWithStrings(() => import('./routes/category')), access: 'zone' },
  { path: '/store/latest', screen: screenWithStrings(() => import('./routes/stores-latest')), access: 'zone' },
  { path: '/store/popular', screen: screenWithStrings(() => import('./routes/stores-popular')), access: 'zone' },
  { path: '/store/:id', screen: screenWithStrings(() => import('./routes/store')), access: 'zone' },
  { path: '/product/:id', screen: screenWithStrings(() => import('./routes/product')), access: 'zone' },
  { path: '/rental/vehicle-search', screen: screen(() => import('./routes/rental-search')), access: 'zone', module: 'rental' },
  { path: '/rental/provider-details', screen: screen(() => import('./routes/providers')), access: 'zone', module: 'rental' },
  { path: '/rental/provider-details/:id', screen: screen(() => import('./routes/provider-details')), access: 'zone', module: 'rental' },
  { path: '/rental/vehicle-details/:id', screen: screen(() => import('./routes/vehicle-details')), access: 'zone', module: 'rental' },
  { path: '/rental/cart', screen: screenWithStrings(() => import('./routes/rental-cart')), access: 'zone', module: 'rental' },
  { path: '/rental/trip-status/:id', screen: screenWithStrings(() => import('./routes/trip-status')), access: 'public' },
  { path: '/interest', screen: screenWithStrings(() => import('./routes/interest')), access: 'zone+login' },
  { path: '/help-and-support', screen: screenWithStrings(() => import('./routes/help-and-support')), access: 'public' },
  { path: '/forgot-password', screen: screenWithStrings(() => import('./routes/forgot-password')), access: 'public' },
  { path: '/terms-and-conditions', screen: screenWithStrings(() => import('./routes/policy-terms')), access: 'public' },
  { path: '/privacy-policy', screen: screenWithStrings(() => import('./routes/policy-privacy')), access: 'public' },
  { path: '/refund-policy', screen: screenWithStrings(() => import('./routes/policy-refund')), access: 'public' },
  { path: '/cancellation-policy', screen: screenWithStrings(() => import('./routes/policy-cancellation')), access: 'public' },
  { path: '/shipping-policy', screen: screenWithStrings(() => import('./routes/policy-shipping')), access: 'public' },
  { path: '/about-us', screen: screenWithStrings(() => import('./routes/about-us')), access: 'public' },
  { path: '/store-registration', screen: screenWithStrings(() => import('./routes/store-registration')), access: 'public' },
  { path: '/deliveryman-registration', screen: screenWithStrings(() => import('./routes/deliveryman-registration')), access: 'public' },
];

const NotFound = screenWithStrings(() => import('./routes/not-found'));
// The offer to switch modules is needed only when a page of another module is opened: loaded then.
const ModuleGate = lazy(() => import('./module-gate').then((m) => ({ default: m.RequireModule })));

function RequireModule({ type, children }: { type: ModuleOnly; children: ReactNode }) {
  const session = useSession();
  return session.module?.module_type === type ? <>{children}</> : <ModuleGate type={type}>{children}</ModuleGate>;
}

function Guarded({ entry }: { entry: RouteEntry }) {
  const Screen = entry.screen;
  let content = <Screen />;
  if (entry.module) content = <RequireModule type={entry.module}>{content}</RequireModule>;
  if (entry.access === 'login' || entry.access === 'zone+login') content = <RequireLogin>{content}</RequireLogin>;
  if (entry.access === 'zone' || entry.access === 'zone+login') content = <RequireZone>{content}</RequireZone>;
  return content;
}

export function AppRoutes() {
  return (
    <AppLayout>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {routes.map((entry) => (
            <Route key={entry.path} path={entry.path}>
              <Guarded entry={entry} />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
