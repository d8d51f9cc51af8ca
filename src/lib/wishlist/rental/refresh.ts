/** The rental part of the wishlist mirror (../mirror.ts): the server's vehicles and providers replace the confirmed ones. */
import { ownerOf } from '@/lib/outbox/owner';
import type { SessionState } from '@/lib/session';
import { replaceConfirmed } from '../mirror';
import { getRentalWishlist } from './requests';

export async function refreshRentalWishlist(session: SessionState): Promise<void> {
  const owner = ownerOf(session);
  if (!owner || !session.token) return;
  const list = await getRentalWishlist(session);
  await replaceConfirmed(owner, ['vehicle', 'provider'], [
    ...list.vehicles.map((vehicle) => ({ kind: 'vehicle' as const, id: vehicle.id, snapshot: vehicle as Record<string, unknown> })),
    ...list.providers.map((provider) => ({ kind: 'provider' as const, id: provider.id, snapshot: provider as Record<string, unknown> })),
  ]);
}
