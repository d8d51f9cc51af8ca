/**
 * Home: the chosen module's content. Without a module yet, the module selection modal asks for one.
 * Each module's home is its own lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useModuleFollowUps } from '../module-follow-ups';

const RentalHome = lazy(() => import('@/features/rental/home/rental-home'));
const CatalogHome = lazy(() => import('@/features/catalog/components/catalog-home'));
const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export default function Home() {
  const session = useSession();
  const followUp = useModuleFollowUps();
  const [, navigate] = useLocation();
  if (session.module === null) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ModuleSelectDialog isOpen onOpenChange={() => undefined} required onSelected={(module) => void followUp(module).then((next) => next !== paths.home && navigate(next))} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<RouteFallback />}>{session.module.module_type === 'rental' ? <RentalHome /> : <CatalogHome moduleType={session.module.module_type} />}</Suspense>
  );
}
