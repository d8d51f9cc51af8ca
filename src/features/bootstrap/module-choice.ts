/**
 * Choosing a module: store it (the whole module object, under `module`), announce it, and let the app run
 * module-specific follow-ups (the rental cart is cleared when its pickup zone is outside the module's zones).
 */
import type { Module } from '@/api/modules';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { updateSession, type StoredModule } from '@/lib/session';

export function toStoredModule(module: Module): StoredModule {
  return {
    id: module.id,
    module_type: module.module_type,
    module_name: module.module_name,
    icon_full_url: module.icon_full_url ?? null,
    zones: (module.zones ?? []).map((zone) => ({ id: zone.id })),
  };
}

export function selectModule(module: Module): StoredModule {
  const stored = toStoredModule(module);
  updateSession({ module: stored });
  notify.success(t('bootstrap.moduleSelected'));
  return stored;
}
