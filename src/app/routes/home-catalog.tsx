/**
 * Home for every module but rental: a store-based module's home, or what the query names (a category, every
 * category, the new arrivals, search results); the parcel home; other modules' homes. The store home comes
 * with this chunk (one hop from /home); the query's screens are chunks of their own. Kept apart from home.tsx so the rental
 * home's first load carries none of the catalogue's chunk lists.
 */
import { loadCatalogueStrings, loadDeferredStrings } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import StoreModuleHome from '@/features/catalog/home/catalog-home';
import { isStoreModule } from '@/features/catalog/home/module-kind';
import { homeMode } from '@/features/catalog/home/query-mode';

// The query's screens and other modules' homes show items: the catalogue's item strings load beside them.
const OtherModuleHome = lazyPart('home:module', () => import('@/features/catalog/components/catalog-home'), loadCatalogueStrings);
// The parcel home's strings are not the catalogue's: they load beside its chunk.
const ParcelHome = lazyPart('home:parcel', () => import('@/features/parcel/home/parcel-home'), loadDeferredStrings);
const CategoryScreen = lazyPart('home:category', () => import('@/features/catalog/categories/category-screen'), loadCatalogueStrings);
const CategoriesScreen = lazyPart('home:categories', () => import('@/features/catalog/categories/categories-screen'), loadCatalogueStrings);
const SearchResultsScreen = lazyPart('home:search', () => import('@/features/catalog/categories/search-results-screen'), loadCatalogueStrings);
const NewArrivalsScreen = lazyPart('home:new-arrivals', () => import('@/features/catalog/categories/new-arrivals-screen'), loadCatalogueStrings);

export default function CatalogHome({ moduleType }: { moduleType: string }) {
  const mode = homeMode(new URLSearchParams(useSearch()));
  if (moduleType === 'parcel') {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ParcelHome />
      </Suspense>
    );
  }
  if (!isStoreModule(moduleType)) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <OtherModuleHome moduleType={moduleType} />
      </Suspense>
    );
  }
  if (mode.kind === 'module') return <StoreModuleHome moduleType={moduleType} />;
  return (
    <Suspense fallback={<RouteFallback />}>
      {mode.kind === 'category' ? <CategoryScreen /> : mode.kind === 'allCategories' ? <CategoriesScreen /> : mode.kind === 'searched' ? <SearchResultsScreen query={mode.query} /> : <NewArrivalsScreen />}
    </Suspense>
  );
}
