/**
 * The parcel wizard's door to IndexedDB (`parcelDrafts`): one draft per owner, `user:<token digest>` for a
 * signed-in customer or `guest:<guest id>`, so a shared device never shows one customer's parcel to another.
 * Every change is written at once, so a reload, a lost connection or a closed tab keeps the draft; it is
 * removed when the parcel is placed (and on a kiosk reset with the rest of the customer's data). A stored draft
 * is checked on read; an unreadable one is dropped rather than breaking the wizard. A full quota surfaces as
 * an error to the caller, which keeps the draft in memory and says it is not saved on this device.
 */
import { getDb } from '@/lib/db';
import { enums, literal, nullable, number, parseStored, string, type, union } from '@/lib/struct';
import type { ParcelDraft } from './draft';

const PartyStruct = type({
  name: string(),
  phone: string(),
  email: string(),
  address: string(),
  lat: nullable(number()),
  lng: nullable(number()),
  house: string(),
  floor: string(),
  road: string(),
  addressId: nullable(number()),
});

const DraftStruct = type({
  version: literal(1),
  categoryId: nullable(number()),
  sender: PartyStruct,
  receiver: PartyStruct,
  instructionId: nullable(number()),
  note: string(),
  payer: enums(['sender', 'receiver']),
  payment: nullable(union([type({ kind: enums(['cash_on_delivery', 'wallet']) }), type({ kind: literal('digital'), gateway: string() })])),
});

/** FNV-1a of the token: the key says whose draft it is without keeping the token a second time. */
function digest(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function draftOwner(token: string | null, guestId: string | null): string {
  if (token) return `user:${digest(token)}`;
  // Before the guest id arrives the draft belongs to this device's guest.
  return `guest:${guestId ?? 'device'}`;
}

export async function readDraft(owner: string): Promise<ParcelDraft | null> {
  const row = await getDb().parcelDrafts.get(owner);
  if (!row) return null;
  return parseStored(DraftStruct, row.draft) as ParcelDraft | null;
}

export async function saveDraft(owner: string, draft: ParcelDraft, now = Date.now()): Promise<void> {
  await getDb().parcelDrafts.put({ owner, draft, updatedAt: now });
}

export async function clearDraft(owner: string): Promise<void> {
  await getDb().parcelDrafts.delete(owner);
}

const ATTEMPT_KEY = 'parcel-attempt';

/**
 * The idempotency key of the parcel being placed (sessionStorage), tied to exactly what is sent: a retry after
 * a lost answer, even after a reload, gets the first order back instead of a second parcel.
 */
export function attemptKeyFor(fingerprint: string, makeKey: () => string): string {
  let store: Storage | null = null;
  try {
    store = typeof sessionStorage === 'undefined' ? null : sessionStorage;
    const kept = JSON.parse(store?.getItem(ATTEMPT_KEY) ?? 'null') as { fingerprint: string; key: string } | null;
    if (kept && kept.fingerprint === fingerprint) return kept.key;
  } catch {
    // An unreadable attempt is replaced below.
  }
  const key = makeKey();
  try {
    store?.setItem(ATTEMPT_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    // Without session storage the key lives for this placement only.
  }
  return key;
}

export function finishAttempt(): void {
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing kept.
  }
}
