/**
 * Per-request context: the database, the clock, the origin for absolute URLs, and the header checks the
 * contract defines (`zoneId` JSON array, `moduleId`, locale, latitude/longitude) and identity (bearer token
 * or guest id: `auth:api` and `apiGuestCheck`, contract §1.2 and §1.4).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { errorList, errorsText, messageError } from './errors';
import { inputOf, parseJsonArray, present, validate } from './input';

export interface AppContext {
  db: Db;
  now: () => Date;
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text;
}

export function locale(request: FastifyRequest): 'en' | 'ar' {
  return header(request, 'x-localization')?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/**
 * Absolute origin for `*_full_url` fields, `${protocol}://${host}` from the request, so images work behind
 * any host and port (the app trusts proxy headers, so `X-Forwarded-Proto`/`-Host` are honoured).
 */
export function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** An absolute URL on this server for a path such as `/storage/vehicle/3-1.svg`. */
export const absoluteUrl = (request: FastifyRequest, path: string) => `${origin(request)}${path.startsWith('/') ? path : `/${path}`}`;

/** An absolute URL of a generated image: `storageUrl(request, 'vehicle/3-1.svg')` (see routes/storage.ts). */
export const storageUrl = (request: FastifyRequest, path: string) => `${origin(request)}/storage/${path}`;

/**
 * The customer's position from the `latitude`/`longitude` headers (web sends plain numbers, Flutter sends
 * JSON-encoded strings); 0 when missing or unreadable, as the backend defaults them.
 */
export function headerPosition(request: FastifyRequest): { lat: number; lng: number } {
  const read = (name: string) => {
    const value = Number((header(request, name) ?? '').replace(/"/g, '').trim());
    return Number.isFinite(value) ? value : 0;
  };
  return { lat: read('latitude'), lng: read('longitude') };
}

/** The `zoneId` header: a JSON array of zone ids, required. */
export function zoneIds(request: FastifyRequest): number[] {
  const raw = header(request, 'zoneid');
  if (raw === undefined) throw errorList(403, 'zoneId', 'Zone id required');
  const parsed = parseJsonArray(raw);
  const valid = parsed && parsed.length > 0 && parsed.every((id) => (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9]\d*$/.test(id)));
  if (!valid) throw errorList(403, 'zoneId', 'Zone id is invalid');
  return parsed.map(Number);
}

export function optionalZoneIds(request: FastifyRequest): number[] | null {
  return header(request, 'zoneid') === undefined ? null : zoneIds(request);
}

export interface ModuleRow {
  id: number;
  module_type: string;
  module_name: string;
  all_zone_service: number;
}

/** The `moduleId` header, required on module-checked routes; unknown ids are refused. */
export function moduleOf(ctx: AppContext, request: FastifyRequest): ModuleRow {
  const raw = header(request, 'moduleid');
  if (raw === undefined) throw errorList(403, 'moduleId', 'Module id required');
  const id = Number(raw);
  const module = Number.isInteger(id) ? (ctx.db.prepare('SELECT id, module_type, module_name, all_zone_service FROM modules WHERE id = ? AND status = 1').get(id) as ModuleRow | undefined) : undefined;
  if (!module) throw errorList(403, 'moduleId', 'Module not found');
  return module;
}

export interface Caller {
  /** User id, or guest id when `isGuest`. */
  id: number;
  isGuest: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The bearer token, or null when absent or the literal `null`/`undefined` logged-out clients send. */
export function bearer(request: FastifyRequest): string | null {
  const value = header(request, 'authorization');
  if (!value) return null;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  if (!match?.[1] || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1];
}

export function userFromToken(ctx: AppContext, request: FastifyRequest): number | null {
  const token = bearer(request);
  if (!token) return null;
  const row = ctx.db
    .prepare('SELECT t.user_id AS id FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ? AND t.revoked = 0 AND u.status = 1')
    .get(hashToken(token)) as { id: number } | undefined;
  return row?.id ?? null;
}

/** `auth:api`: a valid token or `401 {"message":"Unauthenticated."}`. */
export function requireUser(ctx: AppContext, request: FastifyRequest): number {
  const user = userFromToken(ctx, request);
  if (user === null) throw messageError(401, 'Unauthenticated.');
  return user;
}

/**
 * `apiGuestCheck`. The middleware lets a request through when it carries an Authorization header other than
 * the literal `Bearer null`, or a `guest_id` (query or body); otherwise `401 {"errors":"Unauthorized"}`.
 * The controller then acts for the token's user when the token is valid, and otherwise for the guest, whose
 * `guest_id` is then required (a 403 validation error) — so an expired token plus a guest id acts as the guest.
 */
export function requireCaller(ctx: AppContext, request: FastifyRequest): Caller {
  const authorization = header(request, 'authorization');
  const input = inputOf(request);
  const headerPasses = authorization !== undefined && authorization.trim().toLowerCase() !== 'bearer null';
  if (!headerPasses && !present(input.guest_id)) throw errorsText(401, 'Unauthorized');
  const user = headerPasses ? userFromToken(ctx, request) : null;
  if (user !== null) return { id: user, isGuest: false };
  validate(input, { guest_id: ['required', 'integer', { min: 1 }] });
  return { id: Number(input.guest_id), isGuest: true };
}
