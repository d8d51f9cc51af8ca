/**
 * Talon for the order's estimate, shown while the server has not priced this exact order (its answer is on
 * the way, or the device is offline). Reads only what checkout already holds: the cart lines, the store's
 * details, the zone details stored with the customer's location, the config, and the draft's choices. Buy Now
 * and campaign hand-offs carry no discount of their line, so they wait for the server instead.
 */
import { useMemo } from 'react';
import { useConfig } from '@/api/config';
import { wallClockOf } from '@common/order-pricing/types';
import { readZoneData } from '@/api/zones';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { useSession } from '@/hooks/use-session';
import { estimateOrder, type OrderEstimate } from '../rules/estimate';
import { greatCircleKm, pricingConfigOf, zoneDeliveryOf } from '../rules/pricing-sources';
import type { OrderDraft } from './use-order-draft';

export function useOrderEstimate(draft: OrderDraft): OrderEstimate | null {
  const config = useConfig();
  const session = useSession();
  const now = useOperatorNow();
  const rows = draft.page === 'cart' ? draft.cart.rows : undefined;
  const pricing = draft.store?.pricing ?? null;
  const moduleId = session.module?.id ?? null;
  const { orderType, address, coupon, tip, extras, extrasChoice } = draft;
  return useMemo(() => {
    if (!rows || !pricing || !config.data || !orderType) return null;
    const position = pricing.position;
    const point = orderType === 'delivery' && address ? { lat: Number(address.latitude), lng: Number(address.longitude) } : null;
    const distanceKm = position && point && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? greatCircleKm(position, point) : null;
    return estimateOrder({
      rows,
      orderType,
      store: pricing,
      config: pricingConfigOf(config.data as Record<string, unknown>),
      zone: zoneDeliveryOf(readZoneData(), pricing.zoneId, moduleId),
      coupon: coupon?.rule ?? null,
      tips: tip,
      packaging: extrasChoice.packaging && extras.packaging !== null ? extras.packaging : 0,
      distanceKm,
      wall: wallClockOf(now),
    });
  }, [rows, pricing, config.data, orderType, address, coupon, tip, extras, extrasChoice, moduleId, now]);
}
