/**
 * What happens after a module is chosen, beyond storing it: for rental, a trip cart whose pickup lies outside
 * the module's zones is cleared with a message (spec §4).
 */
import { useCallback } from 'react';
import type { Module } from '@/api/modules';

export function useModuleFollowUps(): (module: Module) => Promise<void> {
  return useCallback(async (module: Module) => {
    if (module.module_type !== 'rental') return;
    const { clearRentalCartOutsideZones } = await import('@/features/rental/cart/module-zone-check');
    await clearRentalCartOutsideZones((module.zones ?? []).map((zone) => zone.id));
  }, []);
}
