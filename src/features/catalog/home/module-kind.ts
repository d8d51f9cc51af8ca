/** The store-based modules (each has a home of its own); parcel and rental are not among them. */
export type StoreModuleKind = 'food' | 'grocery' | 'pharmacy' | 'ecommerce';

const KINDS: readonly string[] = ['food', 'grocery', 'pharmacy', 'ecommerce'];

export function isStoreModule(type: string | undefined | null): type is StoreModuleKind {
  return typeof type === 'string' && KINDS.includes(type);
}
