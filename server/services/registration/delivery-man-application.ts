/**
 * Delivery-person applications (`auth/delivery-man/store`, contract §M6.8): name, unique email and phone,
 * strong password, identity (type, number and up to three pictures), zone, vehicle, earning model
 * (1 freelancer, 0 salaried) and an optional photo. Kept inactive and pending until the operator approves.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { num, present, str, type Input } from '../../http/input';
import { checkInput, normalizeEmail } from '../auth/accounts';
import { hashPassword } from '../auth/credentials';
import { ledgerTime } from '../wallet/ledger';
import { CONTACT_RULES, contactChecks } from './rules';
import { keepPicture, pictureField, pictureList } from './uploads';

export const MAX_IDENTITY_IMAGES = 3;

// Taken by another application or by a rider already on the fleet.
const taken = (db: Db, column: 'email' | 'phone', value: string) =>
  db.prepare(`SELECT 1 FROM delivery_man_applications WHERE ${column} = ? UNION ALL SELECT 1 FROM delivery_men WHERE ${column} = ?`).get(value, value) !== undefined;

export async function registerDeliveryMan(db: Db, input: Input, now: Date): Promise<{ message: string }> {
  checkInput(
    input,
    {
      ...CONTACT_RULES,
      identity_type: 'required|in:passport,driving_license,nid',
      identity_number: 'required|string|max:30',
      zone_id: 'required|integer|min:1',
      vehicle_id: 'required|integer|min:1',
      earning: 'required|in:0,1',
      referral_code: 'nullable|string|max:30',
    },
    contactChecks((column, value) => taken(db, column, value)),
  );
  const zoneId = num(input.zone_id);
  const vehicleId = num(input.vehicle_id);
  if (!db.prepare('SELECT 1 FROM zones WHERE id = ? AND status = 1').get(zoneId)) throw errorList(403, 'zone_id', 'The selected zone is invalid.');
  if (!db.prepare('SELECT 1 FROM dm_vehicles WHERE id = ? AND status = 1').get(vehicleId)) throw errorList(403, 'vehicle_id', 'The selected vehicle is invalid.');
  const photo = pictureField(input.image, 'image', 'image');
  const identity = pictureList([input['identity_image[]'], input.identity_image].flat(), 'identity_image', 'identity', MAX_IDENTITY_IMAGES);
  if (identity.length === 0) throw errorList(403, 'identity_image', 'Add at least one picture of your identity document.');
  const password = await hashPassword(str(input.password));
  const at = ledgerTime(now);
  db.transaction(() => {
    // Checked again: another application may have taken the email or phone while the password was hashed.
    if (taken(db, 'email', normalizeEmail(str(input.email)))) throw errorList(403, 'email', 'The email has already been taken.');
    if (taken(db, 'phone', str(input.phone).trim())) throw errorList(403, 'phone', 'The phone has already been taken.');
    const id = Number(
      db
        .prepare(
          `INSERT INTO delivery_man_applications (f_name, l_name, phone, email, password, identity_type, identity_number, zone_id, vehicle_id, earning, status, application_status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'pending', ?, ?)`,
        )
        .run(
          str(input.f_name).trim(), present(input.l_name) ? str(input.l_name).trim() : null, str(input.phone).trim(), normalizeEmail(str(input.email)), password,
          str(input.identity_type), str(input.identity_number).trim(), zoneId, vehicleId, num(input.earning), at, at,
        ).lastInsertRowid,
    );
    if (photo) keepPicture(db, 'delivery_man', id, photo, at);
    for (const image of identity) keepPicture(db, 'identity', id, image, at);
  })();
  return { message: 'Application placed successfully' };
}
