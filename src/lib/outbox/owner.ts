/**
 * Whose changes an outbox entry carries and the session it is replayed with. An owner is a signed-in
 * customer (keyed by a hash of their token, so the token itself is never a key) or a guest (by guest id).
 * The context captured when the customer made a change is what a later replay (possibly from the service
 * worker) sends it with.
 */
import type { OutboxContext } from '@/lib/db';
import type { SessionState } from '@/lib/session';

/** FNV-1a: a short stable id for a token. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

export function ownerOf(session: SessionState): string | null {
  if (session.token) return `user-${hash(session.token)}`;
  if (session.guestId) return `guest-${session.guestId}`;
  return null;
}

export function contextOf(session: SessionState): OutboxContext {
  return {
    token: session.token,
    guestId: session.guestId,
    zoneId: session.zoneId,
    moduleId: session.module?.id ?? null,
    moduleType: session.module?.module_type ?? null,
    language: session.language ?? 'en',
    latLng: session.latLng,
  };
}

export function sessionFromContext(context: OutboxContext): SessionState {
  return {
    token: context.token,
    guestId: context.guestId,
    location: null,
    latLng: context.latLng,
    zoneId: context.zoneId,
    module: context.moduleId === null ? null : { id: context.moduleId, module_type: context.moduleType ?? 'rental', module_name: '' },
    language: context.language,
    direction: null,
    country: null,
  };
}
