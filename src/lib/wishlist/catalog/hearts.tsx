/**
 * Hearts for an item and a store: the shared heart with the catalogue's outbox handler. The snapshot keeps
 * what the wishlist drawer shows offline (name, picture, store or address, and what its link needs).
 */
import { WishlistHeart } from '../heart';
import { CATALOG_WISHLIST_TOGGLE } from './toggle-kind';

/** What a heart needs of an item or store (cards, pages and the drawer's saved copies all have it). */
interface Saved {
  id: number;
  name: string;
  image_full_url?: string | null;
  logo_full_url?: string | null;
  store_name?: string | null;
  address?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
}

export function ItemHeart({ item, className }: { item: Saved; className?: string }) {
  const snapshot = { id: item.id, name: item.name, image_full_url: item.image_full_url ?? null, store_name: item.store_name ?? null, module_id: item.module_id ?? null };
  return <WishlistHeart handlerKind={CATALOG_WISHLIST_TOGGLE} kind="item" id={item.id} name={item.name} snapshot={snapshot} className={className} />;
}

export function StoreHeart({ store, className }: { store: Saved; className?: string }) {
  const snapshot = { id: store.id, name: store.name, logo_full_url: store.logo_full_url ?? null, address: store.address ?? null, module_id: store.module_id ?? null, zone_id: store.zone_id ?? null };
  return <WishlistHeart handlerKind={CATALOG_WISHLIST_TOGGLE} kind="store" id={store.id} name={store.name} snapshot={snapshot} className={className} />;
}
