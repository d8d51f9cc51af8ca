/** The routes of every screen that is not a first screen (see routes.tsx), and the 404 screen. */
import { Route, Switch } from 'wouter';
import { Guarded, helpScreen, screenWithStrings, type RouteEntry } from './route-entry';

export const otherScreenRoutes: RouteEntry[] = [
  { path: '/order-result', screen: screenWithStrings('/order-result', () => import('./routes/order-result')), access: 'public' },
  // Signed-in only, except its inbox page, which asks a guest to sign in (the screen applies the guard).
  { path: '/profile', screen: screenWithStrings('/profile', () => import('./routes/profile')), access: 'public' },
  { path: '/my-orders', screen: screenWithStrings('/my-orders', () => import('./routes/my-orders')), access: 'public' },
  { path: '/my-orders/:id', screen: screenWithStrings('/my-orders/:id', () => import('./routes/order-details')), access: 'public' },
  { path: '/my-trips', screen: screenWithStrings('/my-trips', () => import('./routes/my-trips')), access: 'public' },
  { path: '/wallet', screen: screenWithStrings('/wallet', () => import('./routes/wallet')), access: 'login' },
  { path: '/coupons', screen: screenWithStrings('/coupons', () => import('./routes/coupons')), access: 'zone' },
  { path: '/loyalty-points', screen: screenWithStrings('/loyalty-points', () => import('./routes/loyalty-points')), access: 'login' },
  { path: '/referral-code', screen: screenWithStrings('/referral-code', () => import('./routes/referral-code')), access: 'login' },
  { path: '/settings', screen: screenWithStrings('/settings', () => import('./routes/settings')), access: 'public' },
  { path: '/track-order', screen: screenWithStrings('/track-order', () => import('./routes/track-order')), access: 'public' },
  { path: '/rental/trip-status/:id', screen: screenWithStrings('/rental/trip-status/:id', () => import('./routes/trip-status')), access: 'public' },
  { path: '/parcel/send', screen: screenWithStrings('/parcel/send', () => import('./routes/parcel-send')), access: 'zone' },
  { path: '/interest', screen: screenWithStrings('/interest', () => import('./routes/interest')), access: 'zone+login' },
  { path: '/help-and-support', screen: helpScreen('/help-and-support', () => import('./routes/help-and-support')), access: 'public' },
  { path: '/forgot-password', screen: screenWithStrings('/forgot-password', () => import('./routes/forgot-password')), access: 'public' },
  { path: '/terms-and-conditions', screen: screenWithStrings('/terms-and-conditions', () => import('./routes/policy-terms')), access: 'public' },
  { path: '/privacy-policy', screen: screenWithStrings('/privacy-policy', () => import('./routes/policy-privacy')), access: 'public' },
  { path: '/refund-policy', screen: screenWithStrings('/refund-policy', () => import('./routes/policy-refund')), access: 'public' },
  { path: '/cancellation-policy', screen: screenWithStrings('/cancellation-policy', () => import('./routes/policy-cancellation')), access: 'public' },
  { path: '/shipping-policy', screen: screenWithStrings('/shipping-policy', () => import('./routes/policy-shipping')), access: 'public' },
  { path: '/about-us', screen: screenWithStrings('/about-us', () => import('./routes/about-us')), access: 'public' },
  { path: '/campaigns', screen: screenWithStrings('/campaigns', () => import('./routes/campaigns')), access: 'zone' },
  { path: '/campaigns/:id', screen: screenWithStrings('/campaigns/:id', () => import('./routes/campaign')), access: 'zone' },
  { path: '/store-registration', screen: screenWithStrings('/store-registration', () => import('./routes/store-registration')), access: 'public' },
  { path: '/deliveryman-registration', screen: screenWithStrings('/deliveryman-registration', () => import('./routes/deliveryman-registration')), access: 'public' },
];

const NotFound = screenWithStrings('not-found', () => import('./routes/not-found'));

export default function MoreRoutes() {
  return (
    <Switch>
      {otherScreenRoutes.map((entry) => (
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
