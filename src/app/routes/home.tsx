/**
 * Home: the chosen module's content. Without a module yet, the module selection modal asks for one.
 * Each module's home is its own lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { useSession } from '@/hooks/use-session';
import { isStoreModule } from '@/features/catalog/home/module-kind';
import { useModuleFollowUps } from '../module-follow-ups';

const RentalHome = lazy(() => import('@/features/rental/home/rental-home'));
const StoreModuleHome = lazy(() => import('@/features/catalog/home/catalog-home'));
const OtherModuleHome = lazy(() => import('@/features/catalog/components/catalog-home'));
const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export default function Home() {
  const session = useSession();
  const followUp = useModuleFollowUps();
  if (session.module === null) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ModuleSelectDialog isOpen onOpenChange={() => undefined} required onSelected={(module) => void followUp(module)} />
      </Suspense>
    );
  }
  const type = session.module.module_type;
  return (
    <Suspense fallback={<RouteFallback />}>
      {type === 'rental' ? <RentalHome /> : isStoreModule(type) ? <StoreModuleHome moduleType={type} /> : <OtherModuleHome moduleType={type} />}
    </Suspense>
  );
}
