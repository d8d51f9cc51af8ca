/**
 * One route of the table: its path, its lazily loaded screen and the spec's access rule, and the guards that
 * apply the rule. Shared by the first screens' table (routes.tsx, in the entry) and the other screens' table
 * (more-routes.tsx, loaded when a path is not a first screen's).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useSessionValue } from '@/hooks/use-session';
import { loadCatalogueStrings, loadCheckoutStrings, loadDeferredStrings, loadHelpStrings, loadRentalPageStrings, loadRentalStrings } from '@/lib/i18n';
import { RequireLogin, RequireZone } from './guards';
import type { AppPath } from '@common/app-paths';

type Access = 'public' | 'zone' | 'login' | 'zone+login';
/** Module-specific screens render only while that module is chosen (see module-gate.tsx). */
type ModuleOnly = 'rental';

export interface RouteEntry {
  path: AppPath;
  screen: ComponentType;
  access: Access;
  module?: ModuleOnly;
}

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen of the first visit: its chunk carries everything it shows (the core strings are in the entry). Named by its path. */
export const screen = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load);
/** A rental screen (a provider's page, the providers) also loads the rental screens' strings beside its chunk. */
export const rentalScreen = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load, loadRentalStrings);
/** The vehicle search and a vehicle's page load only the rental strings their first screens show (the filters and the cart's dialogs load theirs). */
export const rentalPageScreen = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load, loadRentalPageStrings);
/** A browsing screen of the store-based modules (a store, an item, categories) also loads the catalogue's strings beside its chunk. */
export const catalogueScreen = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load, loadCatalogueStrings);
/** The checkout also loads the checkouts' strings beside its chunk (the trip's part loads the rental screens' with it). */
export const checkoutScreen = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load, loadCheckoutStrings);
/** Any other screen also loads the deferred strings (accounts, carts, orders, trips, pages) beside its chunk. */
export const screenWithStrings = (path: string, load: () => ScreenModule) => lazyPart(`route:${path}`, load, loadDeferredStrings);
/** The help page also loads its questions, which no other screen shows. */
export const helpScreen = (path: string, load: () => ScreenModule) =>
  lazyPart(`route:${path}`, load, () => Promise.all([loadDeferredStrings(), loadHelpStrings()]).then(() => undefined));

// The offer to switch modules is needed only when a page of another module is opened: loaded then.
const ModuleGate = lazy(() => import('./module-gate').then((m) => ({ default: m.RequireModule })));

function RequireModule({ type, children }: { type: ModuleOnly; children: ReactNode }) {
  return useSessionValue('module')?.module_type === type ? <>{children}</> : <ModuleGate type={type}>{children}</ModuleGate>;
}

export function Guarded({ entry }: { entry: RouteEntry }) {
  const Screen = entry.screen;
  let content = <Screen />;
  if (entry.module) content = <RequireModule type={entry.module}>{content}</RequireModule>;
  if (entry.access === 'login' || entry.access === 'zone+login') content = <RequireLogin>{content}</RequireLogin>;
  if (entry.access === 'zone' || entry.access === 'zone+login') content = <RequireZone>{content}</RequireZone>;
  return content;
}
