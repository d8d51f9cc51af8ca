/** `POST /api/v1/auth/guest/request`: a guest id for carts and trips of customers who are not signed in. */
import { apiRequest } from '@/lib/api-client';
import { looseId, type } from '@/lib/struct';

const GuestStruct = type({ guest_id: looseId });

export async function requestGuestId(signal?: AbortSignal): Promise<string> {
  const data = await apiRequest('/api/v1/auth/guest/request', { method: 'POST', struct: GuestStruct, signal });
  return String(data.guest_id);
}
