/**
 * Chat parties (`user_infos`, contract §M6.6): one row per customer, store, delivery person or the support
 * desk taking part in a conversation, created on first use with the name and contact the other side sees.
 * The support desk is `admin_id` 1 and is named after the business.
 */
import type { Db } from '../../db/connection';
import { setting } from '../../http/settings';
import { imagePaths } from '../images/paths';

export type PartyType = 'vendor' | 'delivery_man' | 'admin';
export const PARTY_TYPES: readonly PartyType[] = ['vendor', 'delivery_man', 'admin'];

export interface PartyRow {
  id: number;
  user_id: number | null;
  vendor_id: number | null;
  deliveryman_id: number | null;
  admin_id: number | null;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  created_at: string;
  updated_at: string;
}

const byColumn = (db: Db, column: 'user_id' | 'vendor_id' | 'deliveryman_id' | 'admin_id', id: number) =>
  db.prepare(`SELECT * FROM user_infos WHERE ${column} = ?`).get(id) as PartyRow | undefined;

function insertParty(db: Db, values: Omit<PartyRow, 'id' | 'created_at' | 'updated_at' | 'image'>, at: string): PartyRow {
  const id = Number(
    db
      .prepare('INSERT INTO user_infos (user_id, vendor_id, deliveryman_id, admin_id, f_name, l_name, phone, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(values.user_id, values.vendor_id, values.deliveryman_id, values.admin_id, values.f_name, values.l_name, values.phone, values.email, at, at).lastInsertRowid,
  );
  return db.prepare('SELECT * FROM user_infos WHERE id = ?').get(id) as PartyRow;
}

export function customerParty(db: Db, userId: number, at: string): PartyRow {
  const existing = byColumn(db, 'user_id', userId);
  if (existing) return existing;
  const user = db.prepare('SELECT f_name, l_name, phone, email FROM users WHERE id = ?').get(userId) as { f_name: string | null; l_name: string | null; phone: string | null; email: string | null };
  return insertParty(db, { user_id: userId, vendor_id: null, deliveryman_id: null, admin_id: null, ...user }, at);
}

/** The other side of a new conversation, or null when there is no such store or delivery person. */
export function otherParty(db: Db, type: PartyType, id: number, at: string): PartyRow | null {
  if (type === 'admin') {
    return byColumn(db, 'admin_id', 1) ?? insertParty(db, { user_id: null, vendor_id: null, deliveryman_id: null, admin_id: 1, f_name: String(setting(db, 'business_name', 'Support')), l_name: 'Support', phone: null, email: null }, at);
  }
  if (type === 'vendor') {
    const existing = byColumn(db, 'vendor_id', id);
    if (existing) return existing;
    const store = db.prepare("SELECT s.id, s.name, s.phone, s.email FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ? AND s.status = 1 AND m.module_type != 'rental'").get(id) as
      | { id: number; name: string; phone: string; email: string }
      | undefined;
    return store ? insertParty(db, { user_id: null, vendor_id: store.id, deliveryman_id: null, admin_id: null, f_name: store.name, l_name: '', phone: store.phone, email: store.email }, at) : null;
  }
  const existing = byColumn(db, 'deliveryman_id', id);
  if (existing) return existing;
  const rider = db.prepare("SELECT id, f_name, l_name, phone, email FROM delivery_men WHERE id = ? AND status = 1").get(id) as
    | { id: number; f_name: string; l_name: string | null; phone: string; email: string }
    | undefined;
  return rider ? insertParty(db, { user_id: null, vendor_id: null, deliveryman_id: rider.id, admin_id: null, f_name: rider.f_name, l_name: rider.l_name, phone: rider.phone, email: rider.email }, at) : null;
}

/** A party as the contract shows it, with its picture's path under /storage. */
export function partyJson(party: PartyRow, picture: (path: string) => string, userImage: (userId: number) => string) {
  let image: string;
  if (party.user_id !== null) image = userImage(party.user_id);
  else if (party.vendor_id !== null) image = picture(imagePaths.storeLogo(party.vendor_id));
  else if (party.deliveryman_id !== null) image = picture(imagePaths.driver(party.deliveryman_id));
  else image = picture(imagePaths.favicon());
  // Delivery people and stores are reached through the app only: their phone and email stay private.
  const visible = party.user_id !== null ? { phone: party.phone, email: party.email } : { phone: null, email: null };
  return { ...party, ...visible, image: image.slice(image.lastIndexOf('/') + 1), image_full_url: image };
}
