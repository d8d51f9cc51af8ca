/**
 * Every route of the spec, each screen in its own lazy chunk. Guards apply the spec's access rules.
 * The first screens a customer lands on (home, the catalogue, rental) and the checkout are listed here, in the entry; every
 * other screen's route is in more-routes.tsx, loaded when the path is none of these, which keeps the entry
 * from growing with every page the storefront adds. Unknown paths render the 404 screen inside the layout.
 */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { AppLayout } from './layout/app-layout';
import { catalogueScreen, checkoutScreen, Guarded, rentalPageScreen, rentalScreen, screen, screenWithStrings, type RouteEntry } from './route-entry';

export const firstScreenRoutes: RouteEntry[] = [
  { path: '/', screen: screen('/', () => import('./routes/landing')), access: 'public' },
  { path: '/home', screen: screen('/home', () => import('./routes/home')), access: 'zone' },
  { path: '/categories', screen: catalogueScreen('/categories', () => import('./routes/categories')), access: 'zone' },
  { path: '/category', screen: catalogueScreen('/category', () => import('./routes/category')), access: 'zone' },
  { path: '/store/latest', screen: catalogueScreen('/store/latest', () => import('./routes/stores-latest')), access: 'zone' },
  { path: '/store/popular', screen: catalogueScreen('/store/popular', () => import('./routes/stores-popular')), access: 'zone' },
  { path: '/store/:id', screen: catalogueScreen('/store/:id', () => import('./routes/store')), access: 'zone' },
  { path: '/product/:id', screen: catalogueScreen('/product/:id', () => import('./routes/product')), access: 'zone' },
  { path: '/rental/vehicle-search', screen: rentalPageScreen('/rental/vehicle-search', () => import('./routes/rental-search')), access: 'zone', module: 'rental' },
  { path: '/rental/provider-details', screen: rentalScreen('/rental/provider-details', () => import('./routes/providers')), access: 'zone', module: 'rental' },
  { path: '/rental/provider-details/:id', screen: rentalScreen('/rental/provider-details/:id', () => import('./routes/provider-details')), access: 'zone', module: 'rental' },
  { path: '/rental/vehicle-details/:id', screen: rentalPageScreen('/rental/vehicle-details/:id', () => import('./routes/vehicle-details')), access: 'zone', module: 'rental' },
  { path: '/rental/cart', screen: screenWithStrings('/rental/cart', () => import('./routes/rental-cart')), access: 'zone', module: 'rental' },
  // The checkout is no first screen of a visit, but the server renders it for its customer: its route is here so
  // its page loads its own code and not the other screens' table too.
  { path: '/checkout', screen: checkoutScreen('/checkout', () => import('./routes/checkout')), access: 'zone' },
];

const MoreRoutes = lazy(() => import('./more-routes'));

export function AppRoutes() {
  return (
    <AppLayout>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {firstScreenRoutes.map((entry) => (
            <Route key={entry.path} path={entry.path}>
              <Guarded entry={entry} />
            </Route>
          ))}
          <Route>
            <MoreRoutes />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
