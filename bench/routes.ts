/**
 * The main routes measured by the benchmarks, and the source modules each one loads lazily on top of the
 * entry (route screen plus the module-specific content it renders). Keep in step with src/app/routes.tsx and src/app/more-routes.tsx.
 */
export interface BenchRoute {
  /** Key in results.json. */
  name: string;
  /** URL path to open (vehicle id filled in at run time). */
  path: string;
  /** Source modules whose built chunks (and their static imports) the route needs. */
  lazyModules: string[];
  /**
   * CSS selector of the route's main content (data the route loaded, not its skeleton or empty state); it counts as
   * visible when a match has a box and text. The checkout's is a section heading only a cart with a vehicle has.
   */
  readySelector: string;
}

export const BENCH_ROUTES: BenchRoute[] = [
  {
    name: '/home',
    path: '/home',
    lazyModules: ['src/app/routes/home.tsx', 'src/features/rental/home/rental-home.tsx'],
    readySelector: 'main article',
  },
  {
    name: '/rental/vehicle-search',
    path: '/rental/vehicle-search?all_category=1',
    lazyModules: ['src/app/routes/rental-search.tsx'],
    readySelector: 'main article',
  },
  {
    name: '/rental/vehicle-details/{id}',
    path: '/rental/vehicle-details/{id}?from=from_search',
    lazyModules: ['src/app/routes/vehicle-details.tsx'],
    readySelector: 'main h1',
  },
  {
    name: '/checkout?page=cart',
    path: '/checkout?page=cart',
    lazyModules: ['src/app/more-routes.tsx', 'src/app/routes/checkout.tsx'],
    readySelector: 'main h2',
  },
];
