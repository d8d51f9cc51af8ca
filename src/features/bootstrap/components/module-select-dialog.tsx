/**
 * The module selection modal: modules offered in the stored zones as a grid, the previous choice
 * highlighted, a note, skeletons while loading, and the spec's message when none is offered. Choosing one
 * stores it and announces it; the caller decides where to go next.
 */
import { isModuleInZones, useModules, type Module } from '@/api/modules';
import { Dialog } from '@/components/ui/dialog/dialog';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessages } from '@/lib/query-client';
import { parseZoneIds } from '@/lib/session';
import { selectModule } from '../module-choice';
import * as styles from './module-select-dialog.css';

export interface ModuleSelectDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSelected: (module: Module) => void;
  /** When no module is stored yet, the dialog cannot be dismissed without choosing. */
  required: boolean;
}

export function ModuleSelectDialog({ isOpen, onOpenChange, onSelected, required }: ModuleSelectDialogProps) {
  const session = useSession();
  const modules = useModules(session.zoneId);
  const zoneIds = parseZoneIds(session.zoneId) ?? [];
  const offered = (modules.data ?? []).filter((module) => isModuleInZones(module, zoneIds));

  const close = (open: boolean) => {
    if (!open && required) {
      notify.warning(t('bootstrap.moduleRequired'));
      return;
    }
    onOpenChange(open);
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={close} title={t('bootstrap.moduleTitle')} size="lg" isDismissable={!required} hideClose={required}>
      <p className={styles.note}>{t('bootstrap.moduleNote')}</p>
      {modules.isPending && modules.data === undefined && !modules.error ? (
        <div className={styles.grid} role="status" aria-label={t('common.loading')}>
          {[1, 2, 3, 4, 5, 6].map((key) => (
            <Skeleton key={key} height="120px" />
          ))}
        </div>
      ) : modules.error && modules.data === undefined ? (
        <ErrorState messages={errorMessages(modules.error)} onRetry={() => void modules.refetch()} isRetrying={modules.isFetching} />
      ) : offered.length === 0 ? (
        <EmptyState icon="store" title={t('bootstrap.noModuleTitle')} body={t('bootstrap.noModuleBody')} />
      ) : (
        <RadioGroup
          label={t('bootstrap.moduleTitle')}
          hideLabel
          appearance="cards"
          value={session.module ? String(session.module.id) : null}
          onChange={(value) => {
            const module = offered.find((entry) => String(entry.id) === value);
            if (!module) return;
            selectModule(module);
            onSelected(module);
          }}
          options={offered.map((module) => ({
            value: String(module.id),
            textValue: module.module_name,
            label: (
              <span className={styles.option}>
                {module.icon_full_url ? <img src={module.icon_full_url} alt="" width={56} height={56} className={styles.icon} /> : null}
                <span className={styles.name}>{module.module_name}</span>
              </span>
            ),
            description: session.module?.id === module.id ? t('bootstrap.previouslySelected') : undefined,
          }))}
        />
      )}
    </Dialog>
  );
}
