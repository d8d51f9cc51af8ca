/**
 * What happens after a module is chosen, beyond storing it: for rental, a trip cart whose pickup lies outside
 * the module's zones is cleared with a message (spec §4); a signed-in customer who chose interests in other
 * modules is asked for this module's interests (spec §2 /interest). Resolves to where the customer goes next.
 */
import { useCallback } from 'react';
import type { Module } from '@/api/modules';
import { paths } from '@/config/paths';
import { useQueryClient } from '@/lib/query';
import { getSession } from '@/lib/session';

export function useModuleFollowUps(): (module: Module) => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    async (module: Module) => {
      if (module.module_type === 'rental') {
        const { clearRentalCartOutsideZones } = await import('@/features/rental/cart/module-zone-check');
        await clearRentalCartOutsideZones((module.zones ?? []).map((zone) => zone.id));
      }
      const token = getSession().token;
      if (!token) return paths.home;
      try {
        // Loaded when a signed-in customer switches: the header that offers the switch stays light.
        const [{ profileOptions }, { asksInterestAfterSwitch }] = await Promise.all([import('@/features/account/api/auth'), import('@/features/account/interest-rule')]);
        const profile = await queryClient.fetchQuery({ ...profileOptions(token), staleTime: 60_000 });
        return asksInterestAfterSwitch(profile.selected_modules_for_interest, module) ? paths.interest : paths.home;
      } catch {
        // Without the profile (offline) the customer simply goes home; interests can be chosen later.
        return paths.home;
      }
    },
    [queryClient],
  );
}
