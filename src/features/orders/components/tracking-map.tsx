/**
 * The delivery on a map: the store, the delivery address and the delivery person where they are now, with
 * the route from the store to the address (the directions proxy; no line when no route is found). A parcel
 * goes from its sender (the pickup) to its receiver (the drop-off).
 */
import { getRoutePoints } from '@/api/routes';
import { MapView } from '@/components/ui/map/map';
import type { MapMarker } from '@/components/ui/map/map-types';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import type { Order } from '../api/structs';

export const TRACKING_MAP_HEIGHT = 348;
const ZOOM = 14;

const point = (lat: string | null | undefined, lng: string | null | undefined) => {
  const at = { lat: Number(lat), lng: Number(lng) };
  return lat && lng && Number.isFinite(at.lat) && Number.isFinite(at.lng) && (at.lat !== 0 || at.lng !== 0) ? at : null;
};

/** Where the order starts and where it goes, each with its marker's name. */
function ends(order: Order) {
  if (order.order_type === 'parcel') {
    const sender = order.delivery_address;
    const receiver = order.receiver_details;
    return {
      from: point(sender?.latitude, sender?.longitude),
      fromLabel: t('orders.mapPickup', { name: sender?.contact_person_name ?? '' }),
      to: point(receiver?.latitude, receiver?.longitude),
      toLabel: t('orders.mapDropOff', { name: receiver?.contact_person_name ?? '' }),
    };
  }
  return {
    from: point(order.store?.latitude, order.store?.longitude),
    fromLabel: t('orders.mapStore', { name: order.store?.name ?? '' }),
    to: order.order_type === 'take_away' ? null : point(order.delivery_address?.latitude, order.delivery_address?.longitude),
    toLabel: t('orders.mapCustomer'),
  };
}

export function TrackingMap({ order }: { order: Order }) {
  const { from: store, fromLabel, to: customer, toLabel } = ends(order);
  const rider = point(order.delivery_man?.lat, order.delivery_man?.lng);
  const route = useQuery({
    queryKey: ['routes', 'directions', store?.lat, store?.lng, customer?.lat, customer?.lng],
    queryFn: ({ signal }) => getRoutePoints(store as { lat: number; lng: number }, customer as { lat: number; lng: number }, signal),
    enabled: store !== null && customer !== null,
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
  const markers: MapMarker[] = [
    ...(store ? [{ id: 'store', label: fromLabel, ...store }] : []),
    ...(customer ? [{ id: 'customer', label: toLabel, ...customer, tone: 'accent' as const }] : []),
    ...(rider ? [{ id: 'rider', label: t('orders.mapRider'), ...rider, tone: 'brand' as const }] : []),
  ];
  const center = rider ?? (store && customer ? { lat: (store.lat + customer.lat) / 2, lng: (store.lng + customer.lng) / 2 } : (store ?? customer));
  if (!center) return null;
  return <MapView label={t('orders.mapLabel')} center={center} zoom={ZOOM} height={TRACKING_MAP_HEIGHT} markers={markers} route={route.data ?? undefined} />;
}
