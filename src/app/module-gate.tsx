/**
 * Screens of one module never show another module's data: a rental page opened while another module is
 * chosen (a shared link, the account menu) asks to switch to the rental module instead of asking the API
 * for rental data with the other module's id.
 */
import type { ReactNode } from 'react';
import { isModuleInZones, useModules, type ModuleType } from '@/api/modules';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { selectModule } from '@/features/bootstrap/module-choice';
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { parseZoneIds } from '@/lib/session';
import { useModuleFollowUps } from './module-follow-ups';

export function RequireModule({ type, children }: { type: ModuleType; children: ReactNode }) {
  const current = useSessionValue('module');
  const zoneId = useSessionValue('zoneId');
  const modules = useModules(current?.module_type === type ? null : zoneId);
  const followUp = useModuleFollowUps();
  if (current?.module_type === type) return <>{children}</>;
  const zones = parseZoneIds(zoneId) ?? [];
  const wanted = (modules.data ?? []).find((module) => module.module_type === type && isModuleInZones(module, zones));
  if (!wanted) {
    if (modules.isPending && !modules.isPaused) return <Skeleton height="240px" />;
    return (
      <TitledScreen title={t('bootstrap.moduleGateMissing')}>
        <Link href={paths.home} appearance="primary">
          {t('common.goHome')}
        </Link>
      </TitledScreen>
    );
  }
  const names = { module: wanted.module_name, current: current?.module_name ?? '' };
  return (
    <div style={{ paddingBlock: 24 }}>
      <EmptyState
        icon="store"
        headingLevel={1}
        title={t('bootstrap.moduleGateTitle', names)}
        body={current ? t('bootstrap.moduleGateBody', names) : undefined}
        action={
          <Button
            onPress={() => {
              selectModule(wanted);
              void followUp(wanted);
            }}
          >
            {t('bootstrap.moduleGateSwitch', names)}
          </Button>
        }
      />
    </div>
  );
}
