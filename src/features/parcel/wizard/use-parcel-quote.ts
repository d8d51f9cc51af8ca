/**
 * Talon for the summary's money. The road distance from the pickup to the drop-off comes from the directions
 * proxy (the contract's `distance`); the amounts come from the server's preview of exactly the body that will
 * be placed, so the total shown is the total charged. A backend without the preview (it refuses a parcel
 * `get-Tax` for want of a store, or answers without a delivery charge) is priced by the same shared rule from
 * the category's and the config's rates. A refusal about the parcel itself (a place outside the zones, a
 * payment the payer cannot use) is shown with the server's words. Offline nothing can be measured or priced.
 */
import { useConfig } from '@/api/config';
import { getDistance } from '@/api/routes';
import { readZoneData } from '@/api/zones';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { parseZoneIds } from '@/lib/session';
import { previewParcel } from '../api/place';
import type { ParcelCategory, ParcelPreview } from '../api/structs';
import { metresToKm, orderBody, type ParcelDraft } from '../draft';
import { parcelQuote, type QuoteConfig } from '../quote';

export interface ShownQuote {
  distanceKm: number;
  deliveryCharge: number;
  taxAmount: number;
  taxIncluded: boolean;
  additionalCharge: number;
  total: number;
}

const fromPreview = (preview: ParcelPreview, distanceKm: number): ShownQuote | null =>
  preview.delivery_charge === undefined || preview.order_amount === undefined
    ? null
    : {
        distanceKm: preview.distance ?? distanceKm,
        deliveryCharge: preview.delivery_charge,
        taxAmount: preview.tax_amount ?? 0,
        taxIncluded: preview.tax_included === 1 || preview.tax_included === true || preview.tax_included === '1',
        additionalCharge: preview.additional_charge ?? 0,
        total: preview.order_amount,
      };

/** A refusal that says the backend has no parcel preview, not that the parcel is wrong. */
const noPreview = (error: unknown) => isApiError(error) && error.kind === 'http' && (error.code === 'store_id' || error.status === 404 || error.status === 405);

export function useParcelQuote(draft: ParcelDraft, category: ParcelCategory | null, instruction: string | null) {
  const session = useSession();
  const config = useConfig();
  const isGuest = session.token === null;
  const { sender, receiver } = draft;
  const ready = sender.lat !== null && sender.lng !== null && receiver.lat !== null && receiver.lng !== null;
  const distance = useQuery({
    queryKey: ['routes', 'distance', sender.lat, sender.lng, receiver.lat, receiver.lng],
    queryFn: ({ signal }) => getDistance({ lat: sender.lat as number, lng: sender.lng as number }, { lat: receiver.lat as number, lng: receiver.lng as number }, 'DRIVE', signal),
    enabled: ready,
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
  const distanceKm = distance.data ? metresToKm(distance.data.distanceMeters) : null;
  const body = distanceKm === null ? null : orderBody(draft, { isGuest, distanceKm, instruction });
  const preview = useQuery({
    queryKey: ['parcel', 'preview', session.token !== null, session.zoneId, body],
    queryFn: ({ signal }) => previewParcel(body as NonNullable<typeof body>, signal),
    enabled: body !== null,
    retry: false,
    meta: { silent: true },
  });

  let quote: ShownQuote | null = preview.data && distanceKm !== null ? fromPreview(preview.data, distanceKm) : null;
  if (quote === null && distanceKm !== null && config.data && ((preview.data && !quote) || noPreview(preview.error))) {
    const zoneIds = parseZoneIds(session.zoneId) ?? [];
    const zone = readZoneData().find((entry) => zoneIds.includes(entry.id) && entry.modules.some((module) => module.module_type === 'parcel')) ?? null;
    quote = parcelQuote({ distanceKm, category, config: config.data as QuoteConfig, zone, moduleId: session.module?.id ?? null });
  }
  const error = distance.error ?? (quote === null && !noPreview(preview.error) ? preview.error : null);
  return {
    body,
    quote,
    measuring: (ready && distance.isPending) || (body !== null && preview.isPending),
    error,
    retry: () => void (distance.error ? distance.refetch() : preview.refetch()),
  };
}
