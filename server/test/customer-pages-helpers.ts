/** Shared by the customer-page tests: signing a seeded customer in, and switching a business setting. */
import type { Db } from '../db/connection';
import type { api } from './helpers';

export async function signIn(http: ReturnType<typeof api>, customer: { email: string; password: string }): Promise<Record<string, string>> {
  const answer = await http.post<{ token: string }>('/api/v1/auth/login', { body: { email_or_phone: customer.email, password: customer.password, login_type: 'manual', field_type: 'email' } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return { Authorization: `Bearer ${answer.body.token}`, 'X-localization': 'en' };
}

export function setSetting(db: Db, key: string, value: unknown): void {
  db.prepare('INSERT INTO business_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
}
