/**
 * Home: the chosen module's content, or what its query names (a category, every category, the new
 * arrivals, search results). Without a module yet, the module selection modal asks for one. Each is its own lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { useSession } from '@/hooks/use-session';
import { isStoreModule } from '@/features/catalog/home/module-kind';
import { homeMode } from '@/features/catalog/home/query-mode';
import { useModuleFollowUps } from '../module-follow-ups';

const RentalHome = lazy(() => import('@/features/rental/home/rental-home'));
const StoreModuleHome = lazy(() => import('@/features/catalog/home/catalog-home'));
const OtherModuleHome = lazy(() => import('@/features/catalog/components/catalog-home'));
const CategoryScreen = lazy(() => import('@/features/catalog/categories/category-screen'));
const CategoriesScreen = lazy(() => import('@/features/catalog/categories/categories-screen'));
const SearchResultsScreen = lazy(() => import('@/features/catalog/categories/search-results-screen'));
const NewArrivalsScreen = lazy(() => import('@/features/catalog/categories/new-arrivals-screen'));
const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export default function Home() {
  const session = useSession();
  const followUp = useModuleFollowUps();
  const mode = homeMode(new URLSearchParams(useSearch()));
  if (session.module === null) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ModuleSelectDialog isOpen onOpenChange={() => undefined} required onSelected={(module) => void followUp(module)} />
      </Suspense>
    );
  }
  const type = session.module.module_type;
  if (mode.kind !== 'module' && isStoreModule(type)) {
    return (
      <Suspense fallback={<RouteFallback />}>
        {mode.kind === 'category' ? <CategoryScreen /> : mode.kind === 'allCategories' ? <CategoriesScreen /> : mode.kind === 'searched' ? <SearchResultsScreen query={mode.query} /> : <NewArrivalsScreen />}
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<RouteFallback />}>
      {type === 'rental' ? <RentalHome /> : isStoreModule(type) ? <StoreModuleHome moduleType={type} /> : <OtherModuleHome moduleType={type} />}
    </Suspense>
  );
}
