/**
 * Names the refusals the rental cart endpoints define, from the status, code, message and body, so the
 * customer gets the right dialog (spec §4/§8). Messages are matched on their stable phrases.
 */
import type { ApiError } from '@/lib/api-error';

export type RentalRefusal =
  | 'provider-conflict'
  | 'trip-type-conflict'
  | 'trip-type-unsupported'
  | 'vehicle-unsupported'
  | 'already-in-cart'
  | 'no-free-unit'
  | 'provider-closed'
  | 'instant-only'
  | 'out-of-zone'
  | 'line-missing'
  | 'not-kept'
  | 'not-kept-area'
  | 'refused';

export function classifyRefusal(error: ApiError): RentalRefusal {
  if (error.code === 'not_kept_area') return 'not-kept-area';
  if (error.code === 'not_kept') return 'not-kept';
  if (error.ids && error.ids.length > 0) return 'trip-type-unsupported';
  if (error.status === 404) return 'line-missing';
  const text = error.messages.join(' ').toLowerCase();
  if (text.includes('different provider')) return 'provider-conflict';
  if (text.includes('different rental type')) return 'trip-type-conflict';
  if (text.includes('already') && text.includes('cart')) return 'already-in-cart';
  if (text.includes('does not support') || text.includes('not support')) return 'vehicle-unsupported';
  if (text.includes('only trips that start now') || text.includes('scheduled trips are not available')) return 'instant-only';
  if (text.includes('closed')) return 'provider-closed';
  if (text.includes('zone')) return 'out-of-zone';
  if (text.includes('available') || text.includes('quantity')) return 'no-free-unit';
  return 'refused';
}
