/** Demo customers (passwords hashed with scrypt) and the demo customer's saved addresses. */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Db } from '../connection';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './demo-account';
import { SEED_TIME } from './time';

/** `scrypt$<salt hex>$<hash hex>`; the salt is random, so hashes differ between seeds but verify the same. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function seedCustomers(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO users (id, f_name, l_name, email, phone, password, is_phone_verified, is_email_verified, wallet_balance, loyalty_point, ref_code, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?)`,
  );
  for (const [customer, wallet, points, ref] of [
    [DEMO_CUSTOMER, 500, 120, 'RIDEDEMO1'],
    [SECOND_CUSTOMER, 80, 15, 'RIDELAYLA'],
  ] as const) {
    const [first, ...rest] = customer.name.split(' ');
    // A fixed salt per seeded customer keeps the seed byte-for-byte repeatable.
    insert.run(customer.id, first, rest.join(' '), customer.email, customer.phone, hashPassword(customer.password, Buffer.alloc(16, customer.id)), wallet, points, ref, SEED_TIME, SEED_TIME);
  }
  const address = db.prepare(
    `INSERT INTO customer_addresses (user_id, contact_person_name, contact_person_number, address_type, address, floor, road, house, latitude, longitude, zone_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  address.run(1, 'Demo Customer', DEMO_CUSTOMER.phone, 'home', 'Dubai Marina Walk, Dubai Marina, Dubai', '12', 'Marina Walk', '1204', '25.0805', '55.1403', 2, SEED_TIME, SEED_TIME);
  address.run(1, 'Demo Customer', DEMO_CUSTOMER.phone, 'office', 'Bay Avenue, Business Bay, Dubai', '7', 'Al Abraj Street', 'B7', '25.1868', '55.2711', 1, SEED_TIME, SEED_TIME);
}
