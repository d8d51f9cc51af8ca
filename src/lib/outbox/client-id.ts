/** A new id for an outbox entry or an order's placement attempt (its idempotency key). */
export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
