/**
 * The two demo customers (passwords hashed with scrypt, verified, wallet and loyalty balances, referral
 * codes) and the demo customer's two saved addresses (home in New Dubai, office in Downtown).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Db } from '../connection';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './demo-account';
import { SEED_TIME } from './time';

/** `scrypt$<salt hex>$<hash hex>`; the salt is random unless given (the seed fixes it to stay repeatable). */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function seedCustomers(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO users (id, f_name, l_name, email, phone, password, is_phone_verified, is_email_verified, email_verified_at, wallet_balance, loyalty_point,
       ref_code, zone_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const customer of [DEMO_CUSTOMER, SECOND_CUSTOMER]) {
    const [first, ...rest] = customer.name.split(' ');
    // A fixed salt per seeded customer keeps the seed byte-for-byte repeatable.
    insert.run(
      customer.id, first, rest.join(' '), customer.email, customer.phone, hashPassword(customer.password, Buffer.alloc(16, customer.id)), '2025-01-15 08:00:00',
      customer.walletBalance, customer.loyaltyPoint, customer.refCode, 1, SEED_TIME, SEED_TIME,
    );
  }
  const address = db.prepare(
    `INSERT INTO customer_addresses (user_id, contact_person_name, contact_person_number, address_type, address, floor, road, house, latitude, longitude, zone_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  address.run(DEMO_CUSTOMER.id, DEMO_CUSTOMER.name, DEMO_CUSTOMER.phone, 'home', 'Dubai Marina Walk, Dubai Marina, Dubai', '12', 'Marina Walk', '1204', '25.0805', '55.1403', 2, SEED_TIME, SEED_TIME);
  address.run(DEMO_CUSTOMER.id, DEMO_CUSTOMER.name, DEMO_CUSTOMER.phone, 'office', 'Bay Avenue, Business Bay, Dubai', '7', 'Al Abraj Street', 'B7', '25.1868', '55.2711', 1, SEED_TIME, SEED_TIME);
}
