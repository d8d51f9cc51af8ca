/**
 * Placing a parcel: `customer/order/place` with `order_type: parcel`, and its preview, `get-Tax` with the same
 * body, which this server answers with the amounts placement charges. The answer's `total_ammount` (sic) is
 * what is charged.
 */
import { apiRequest } from '@/lib/api-client';
import type { ParcelOrderBody } from '../draft';
import { ParcelPreviewStruct, PlacedParcelStruct, type ParcelPreview, type PlacedParcel } from './structs';

export function placeParcel(body: ParcelOrderBody & { idempotency_key: string }): Promise<PlacedParcel> {
  return apiRequest('/api/v1/customer/order/place', { method: 'POST', body: { ...body }, struct: PlacedParcelStruct, guest: true });
}

export function previewParcel(body: ParcelOrderBody, signal?: AbortSignal): Promise<ParcelPreview> {
  return apiRequest('/api/v1/customer/order/get-Tax', { method: 'POST', body: { ...body }, struct: ParcelPreviewStruct, guest: true, signal });
}
