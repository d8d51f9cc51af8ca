/**
 * What a sign-in answer asks for next (spec §4): a token means done; otherwise confirm an existing account
 * ("Is it you?"), verify the unverified phone or email with a code, or complete the personal info. And where
 * the customer goes once signed in. Pure: the dialog's talon applies the result.
 */
import type { AuthAnswer } from './api/auth';

export interface ExistingAccount {
  name: string;
  image: string | null;
}

export type AuthStep =
  | { kind: 'signed-in'; token: string }
  | { kind: 'confirm-account'; account: ExistingAccount }
  | { kind: 'verify'; channel: 'phone' | 'email' }
  | { kind: 'personal-info' }
  | { kind: 'unexpected'; message: string | null };

/** The `is_exist_user` brief, when the server sent one (`null` or anything malformed means none). */
export function existingAccountOf(value: unknown): ExistingAccount | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  const image = typeof record.image === 'string' && record.image !== '' ? record.image : null;
  return { name, image };
}

export function nextAuthStep(answer: AuthAnswer): AuthStep {
  if (answer.token) return { kind: 'signed-in', token: answer.token };
  const account = existingAccountOf(answer.is_exist_user);
  if (account) return { kind: 'confirm-account', account };
  if (answer.is_phone_verified === 0) return { kind: 'verify', channel: 'phone' };
  if (answer.is_email_verified === 0) return { kind: 'verify', channel: 'email' };
  if (answer.is_personal_info === 0) return { kind: 'personal-info' };
  return { kind: 'unexpected', message: answer.message || null };
}

/** Whether the customer came in through sign-up (a new account) or sign-in. */
export type AuthOrigin = 'sign-in' | 'sign-up';

export interface Whereabouts {
  pathname: string;
  hasZone: boolean;
  moduleType: string | null;
}

/**
 * After sign-up: `/interest` when a zone and a non-parcel module are chosen, else `/home`. After sign-in from
 * `/forgot-password`: `/home`. Otherwise the customer stays where they are (`null`).
 */
export function destinationAfterAuth(origin: AuthOrigin, where: Whereabouts): string | null {
  if (origin === 'sign-up') return where.hasZone && where.moduleType !== null && where.moduleType !== 'parcel' ? '/interest' : '/home';
  return where.pathname === '/forgot-password' ? '/home' : null;
}
