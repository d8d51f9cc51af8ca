/**
 * Home: the chosen module's content, or what its query names (a category, every category, the new
 * arrivals, search results). Without a module yet, the module selection modal asks for one. Each is its own lazy chunk.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { loadDeferredStrings } from '@/lib/i18n';
import { isStoreModule } from '@/features/catalog/home/module-kind';
import { homeMode } from '@/features/catalog/home/query-mode';
import { useModuleFollowUps } from '../module-follow-ups';

const RentalHome = lazy(() => import('@/features/rental/home/rental-home'));
/** A catalogue screen: its chunk and the catalogue's strings (not in the entry) load side by side. */
const withStrings = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => Promise.all([load(), loadDeferredStrings()]).then(([module]) => module));
const StoreModuleHome = withStrings(() => import('@/features/catalog/home/catalog-home'));
const OtherModuleHome = withStrings(() => import('@/features/catalog/components/catalog-home'));
const CategoryScreen = withStrings(() => import('@/features/catalog/categories/category-screen'));
const CategoriesScreen = withStrings(() => import('@/features/catalog/categories/categories-screen'));
const SearchResultsScreen = withStrings(() => import('@/features/catalog/categories/search-results-screen'));
const NewArrivalsScreen = withStrings(() => import('@/features/catalog/categories/new-arrivals-screen'));
const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export default function Home() {
  const session = useSession();
  const followUp = useModuleFollowUps();
  const mode = homeMode(new URLSearchParams(useSearch()));
  const [, navigate] = useLocation();
  if (session.module === null) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ModuleSelectDialog isOpen onOpenChange={() => undefined} required onSelected={(module) => void followUp(module).then((next) => next !== paths.home && navigate(next))} />
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
