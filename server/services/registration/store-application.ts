/**
 * Store applications (`auth/vendor/register`, contract §M6.8): the store (name and address from the
 * `translations` list by key, or plain `name`/`address` fields), where it is (a point inside the chosen
 * zone, a module that serves that zone), its owner and sign-in (unique email and phone, strong password),
 * delivery time, tax and licence, business plan, logo and cover. Kept as a pending application for the
 * operator; nothing is listed until it is approved.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { num, parseJsonArray, present, str, type Input } from '../../http/input';
import { setting } from '../../http/settings';
import { checkInput, normalizeEmail } from '../auth/accounts';
import { hashPassword } from '../auth/credentials';
import { zoneIdsContaining } from '../zones/zones';
import { ledgerTime } from '../wallet/ledger';
import { CONTACT_RULES, contactChecks } from './rules';
import { keepPicture, pictureField } from './uploads';

const taken = (db: Db, column: 'email' | 'phone', value: string) =>
  db.prepare(`SELECT 1 FROM store_applications WHERE ${column} = ? UNION SELECT 1 FROM stores WHERE ${column} = ?`).get(value, value) !== undefined;

/** The store's name and address: by key from `translations` (the default language first), else the plain fields. */
function nameAndAddress(input: Input): { name: string; address: string; translations: unknown[] } {
  const list = (parseJsonArray(input.translations) ?? []).filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null);
  const value = (key: string) => {
    const entries = list.filter((entry) => entry.key === key && typeof entry.value === 'string' && entry.value.trim() !== '');
    const chosen = entries.find((entry) => entry.locale === 'en') ?? entries[0];
    return chosen ? String(chosen.value).trim() : str(input[key]).trim();
  };
  const name = value('name');
  const address = value('address');
  if (name === '' || address === '') throw errorList(403, 'translations', 'The store name and address are required.');
  if (name.length > 100 || address.length > 255) throw errorList(403, 'translations', 'The store name may have 100 characters and the address 255.');
  return { name, address, translations: list.slice(0, 20) };
}

export async function registerStore(db: Db, input: Input, now: Date): Promise<{ store_id: number; type: 'commission' | 'subscription'; message: string }> {
  checkInput(
    input,
    {
      ...CONTACT_RULES,
      latitude: 'required|numeric|between:-90,90',
      longitude: 'required|numeric|between:-180,180',
      zone_id: 'required|integer|min:1',
      module_id: 'required|integer|min:1',
      minimum_delivery_time: 'required|integer|min:1|max:10000',
      maximum_delivery_time: 'required|integer|min:1|max:10000',
      delivery_time_type: 'nullable|in:minute,hours,days',
      tax: 'nullable|numeric|between:0,100',
      tin: 'nullable|string|max:50',
      business_plan: 'nullable|in:commission,subscription',
      package_id: 'nullable|integer|min:1',
    },
    contactChecks((column, value) => taken(db, column, value)),
  );
  const { name, address, translations } = nameAndAddress(input);
  const zoneId = num(input.zone_id);
  const moduleId = num(input.module_id);
  const module = db.prepare('SELECT m.module_type FROM modules m JOIN module_zone mz ON mz.module_id = m.id WHERE m.id = ? AND mz.zone_id = ? AND m.status = 1').get(moduleId, zoneId) as
    | { module_type: string }
    | undefined;
  if (!module) throw errorList(403, 'module_id', 'This module is not available in the selected zone.');
  if (!zoneIdsContaining(db, { lat: num(input.latitude), lng: num(input.longitude) }).includes(zoneId)) throw errorList(403, 'latitude', 'Coordinates out of zone!');
  if (num(input.minimum_delivery_time) > num(input.maximum_delivery_time)) throw errorList(403, 'maximum_delivery_time', 'The maximum delivery time must be at least the minimum.');
  let pickupZones: string | null = null;
  if (module.module_type === 'rental') {
    const zones = (parseJsonArray(input.pickup_zone_id) ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
    if (zones.length === 0) throw errorList(403, 'pickup_zone_id', 'The pickup zone field is required for a rental provider.');
    pickupZones = JSON.stringify(zones.map(String));
  }
  const plan = str(input.business_plan) || 'commission';
  if (plan === 'subscription' ? Number(setting(db, 'subscription_business_model', 0)) !== 1 : Number(setting(db, 'commission_business_model', 1)) !== 1) {
    throw errorList(403, 'business_plan', 'This business plan is not available.');
  }
  const logo = pictureField(input.logo, 'logo', 'logo');
  if (!logo) throw errorList(403, 'logo', 'The logo field is required.');
  const cover = pictureField(input.cover_photo, 'cover_photo', 'cover photo');
  const certificate = pictureField(input.tin_certificate_image, 'tin_certificate_image', 'licence document');
  const expiry = present(input.tin_expire_date) && str(input.tin_expire_date) !== 'null' ? str(input.tin_expire_date).slice(0, 10) : null;
  if (expiry !== null && !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) throw errorList(403, 'tin_expire_date', 'The tin expire date is not a valid date.');
  const password = await hashPassword(str(input.password));
  const at = ledgerTime(now);
  const id = db.transaction(() => {
    // Checked again: another application may have taken the email or phone while the password was hashed.
    if (taken(db, 'email', normalizeEmail(str(input.email)))) throw errorList(403, 'email', 'The email has already been taken.');
    if (taken(db, 'phone', str(input.phone).trim())) throw errorList(403, 'phone', 'The phone has already been taken.');
    const applicationId = Number(
      db
        .prepare(
          `INSERT INTO store_applications (store_name, address, translations, zone_id, module_id, latitude, longitude, f_name, l_name, phone, email, password, delivery_time,
             tax, tin, tin_expire_date, business_plan, package_id, pickup_zone_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          name, address, JSON.stringify(translations), zoneId, moduleId, str(input.latitude), str(input.longitude), str(input.f_name).trim(), present(input.l_name) ? str(input.l_name).trim() : null,
          str(input.phone).trim(), normalizeEmail(str(input.email)), password, `${num(input.minimum_delivery_time)}-${num(input.maximum_delivery_time)} ${str(input.delivery_time_type) || 'minute'}`,
          present(input.tax) ? num(input.tax) : null, present(input.tin) ? str(input.tin) : null, expiry, plan, present(input.package_id) ? num(input.package_id) : null, pickupZones, at, at,
        ).lastInsertRowid,
    );
    keepPicture(db, 'store_logo', applicationId, logo, at);
    if (cover) keepPicture(db, 'store_cover', applicationId, cover, at);
    if (certificate) keepPicture(db, 'tin_certificate', applicationId, certificate, at);
    return applicationId;
  })();
  return { store_id: id, type: plan === 'subscription' ? 'subscription' : 'commission', message: 'Application placed successfully' };
}
