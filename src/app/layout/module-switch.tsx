/** Opens the module selection modal from the header; choosing a module returns to home. */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { useChosenModuleName } from '@/api/modules';
import { t } from '@/lib/i18n';
import { useModuleFollowUps } from '../module-follow-ups';

const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export function ModuleSwitch({ onChosen }: { onChosen?: () => void }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const followUp = useModuleFollowUps();
  const name = useChosenModuleName();
  return (
    <>
      <PlainButton variant="ghost" onPress={() => setOpen(true)} aria-label={name ? `${name}, ${t('bootstrap.switchModule')}` : t('bootstrap.switchModule')}>
        <Icon name="store" />
        {name || t('bootstrap.switchModule')}
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <ModuleSelectDialog
            isOpen={open}
            onOpenChange={setOpen}
            required={false}
            onSelected={(module) => {
              setOpen(false);
              onChosen?.();
              void followUp(module).then((next) => navigate(next));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
