/**
 * After choosing the rental module: a trip cart whose pickup point lies outside every zone of the module is
 * cleared, with a message (spec §4).
 */
import { getZoneForPoint } from '@/api/zones';
import { loadRentalStrings, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { parseZoneIds } from '@/lib/session';
import { getSession } from '@/lib/session';
import { getRentalCartState } from './cart-state';

export async function clearRentalCartOutsideZones(moduleZoneIds: number[]): Promise<void> {
  const { cart, ready } = getRentalCartState();
  const pickup = cart.trip?.pickupLocation;
  if (!ready || !pickup || cart.lines.length === 0 || moduleZoneIds.length === 0) return;
  try {
    const lookup = await getZoneForPoint(pickup.lat, pickup.lng);
    const zones = parseZoneIds(lookup.zone_id) ?? [];
    if (zones.some((zone) => moduleZoneIds.includes(zone))) return;
  } catch {
    // A pickup point in no zone at all is outside the module's zones too.
  }
  const [{ recordRentalChanges }] = await Promise.all([import('./storage'), loadRentalStrings()]);
  await recordRentalChanges(getSession(), [{ kind: 'rental.clear' }]);
  notify.warning(t('rental.cartClearedZone'));
}
