/** The routes of every screen that is not a first screen (see routes.tsx), and the 404 screen. */
import { Route, Switch } from 'wouter';
import { Guarded, screenWithStrings, type RouteEntry } from './route-entry';

const routes: RouteEntry[] = [
  { path: '/checkout', screen: screenWithStrings(() => import('./routes/checkout')), access: 'zone' },
  { path: '/order-result', screen: screenWithStrings(() => import('./routes/order-result')), access: 'public' },
  // Signed-in only, except its inbox page, which asks a guest to sign in (the screen applies the guard).
  { path: '/profile', screen: screenWithStrings(() => import('./routes/profile')), access: 'public' },
  { path: '/my-orders', screen: screenWithStrings(() => import('./routes/my-orders')), access: 'public' },
  { path: '/my-orders/:id', screen: screenWithStrings(() => import('./routes/order-details')), access: 'public' },
  { path: '/my-trips', screen: screenWithStrings(() => import('./routes/my-trips')), access: 'public' },
  { path: '/wallet', screen: screenWithStrings(() => import('./routes/wallet')), access: 'login' },
  { path: '/coupons', screen: screenWithStrings(() => import('./routes/coupons')), access: 'zone' },
  { path: '/loyalty-points', screen: screenWithStrings(() => import('./routes/loyalty-points')), access: 'login' },
  { path: '/referral-code', screen: screenWithStrings(() => import('./routes/referral-code')), access: 'login' },
  { path: '/settings', screen: screenWithStrings(() => import('./routes/settings')), access: 'public' },
  { path: '/track-order', screen: screenWithStrings(() => import('./routes/track-order')), access: 'public' },
  { path: '/rental/trip-status/:id', screen: screenWithStrings(() => import('./routes/trip-status')), access: 'public' },
  { path: '/parcel/send', screen: screenWithStrings(() => import('./routes/parcel-send')), access: 'zone' },
  { path: '/interest', screen: screenWithStrings(() => import('./routes/interest')), access: 'zone+login' },
  { path: '/help-and-support', screen: screenWithStrings(() => import('./routes/help-and-support')), access: 'public' },
  { path: '/forgot-password', screen: screenWithStrings(() => import('./routes/forgot-password')), access: 'public' },
  { path: '/terms-and-conditions', screen: screenWithStrings(() => import('./routes/policy-terms')), access: 'public' },
  { path: '/privacy-policy', screen: screenWithStrings(() => import('./routes/policy-privacy')), access: 'public' },
  { path: '/refund-policy', screen: screenWithStrings(() => import('./routes/policy-refund')), access: 'public' },
  { path: '/cancellation-policy', screen: screenWithStrings(() => import('./routes/policy-cancellation')), access: 'public' },
  { path: '/shipping-policy', screen: screenWithStrings(() => import('./routes/policy-shipping')), access: 'public' },
  { path: '/about-us', screen: screenWithStrings(() => import('./routes/about-us')), access: 'public' },
  { path: '/campaigns', screen: screenWithStrings(() => import('./routes/campaigns')), access: 'zone' },
  { path: '/campaigns/:id', screen: screenWithStrings(() => import('./routes/campaign')), access: 'zone' },
  { path: '/store-registration', screen: screenWithStrings(() => import('./routes/store-registration')), access: 'public' },
  { path: '/deliveryman-registration', screen: screenWithStrings(() => import('./routes/deliveryman-registration')), access: 'public' },
];

const NotFound = screenWithStrings(() => import('./routes/not-found'));

export default function MoreRoutes() {
  return (
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
  );
}
