/**
 * Per-request context: the database, the clock, the origin for absolute URLs, and the header checks the
 * contract defines (`zoneId` JSON array, `moduleId`, locale, latitude/longitude) and identity (bearer token
 * or guest id: `auth:api` and `apiGuestCheck`, contract §1.2 and §1.4).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { memoByTables } from '../db/row-cache';
import { errorList, errorsText, messageError } from './errors';
import { inputOf, parseJsonArray, present, validate } from './input';
import { publishedPath } from '../services/images/paths';
import { requestOrigin } from './origin';
import type { ModuleRow as FullModuleRow } from '../db/rows';

export interface AppContext {
  db: Db;
  now: () => Date;
  /** How long a sign-in token stays valid (default 30 days). */
  tokenTtlMs?: number;
}

export const DEFAULT_TOKEN_TTL_MS = 30 * 86_400_000;

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text;
}

export function locale(request: FastifyRequest): 'en' | 'ar' {
  return header(request, 'x-localization')?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/**
 * Absolute origin for `*_full_url` fields (http/origin.ts): the configured public origin, the trusted
 * proxy's forwarded protocol and host, or the address the client reached — never a host the client's own
 * headers made up.
 */
export const origin = (request: FastifyRequest): string => requestOrigin(request);

/** An absolute URL on this server for a path such as `/storage/vehicle/3-1.svg`. */
export const absoluteUrl = (request: FastifyRequest, path: string) => `${origin(request)}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * An absolute URL of a generated image: `storageUrl(request, 'vehicle/3-1.svg')` names its raster form,
 * `…/storage/vehicle/3-1.webp` (see services/images/paths.ts and routes/storage.ts).
 */
export const storageUrl = (request: FastifyRequest, path: string) => `${origin(request)}/storage/${publishedPath(path)}`;

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

/** The `zoneId` header where the customer routes word a missing or unreadable one as `Zone id is required!`. */
export function customerZoneIds(request: FastifyRequest): number[] {
  try {
    return zoneIds(request);
  } catch {
    throw errorList(403, 'zoneId', 'Zone id is required!');
  }
}

export function optionalZoneIds(request: FastifyRequest): number[] | null {
  return header(request, 'zoneid') === undefined ? null : zoneIds(request);
}

/** What the module checks read of an active module. */
export type ModuleRow = Pick<FullModuleRow, 'id' | 'module_type' | 'module_name' | 'all_zone_service'>;

/** The active modules by id (frozen rows), kept until `modules` is written: every catalogue request asks. */
const activeModules = memoByTables(['modules'], (db) => {
  const rows = db.prepare('SELECT id, module_type, module_name, all_zone_service FROM modules WHERE status = 1').all() as ModuleRow[];
  return new Map(rows.map((row) => [row.id, Object.freeze(row)]));
});

/** The `moduleId` header, required on module-checked routes; unknown ids are refused. */
export function moduleOf(ctx: AppContext, request: FastifyRequest): ModuleRow {
  const raw = header(request, 'moduleid');
  if (raw === undefined) throw errorList(403, 'moduleId', 'Module id required');
  const id = Number(raw);
  const module = Number.isInteger(id) ? activeModules(ctx.db).get(id) : undefined;
  if (!module) throw errorList(403, 'moduleId', 'Module not found');
  return module;
}

/** The `moduleId` header's module where the module is optional (it must then exist), else null. */
export function optionalModuleOf(ctx: AppContext, request: FastifyRequest): ModuleRow | null {
  return header(request, 'moduleid') === undefined ? null : moduleOf(ctx, request);
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

/** The oldest `created_at` a token may have to be valid now. */
export const tokenCutoff = (ctx: AppContext) => new Date(ctx.now().getTime() - (ctx.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS)).toISOString();

/** The signed-in user: a token that is known, not revoked, not expired, of an active account. */
export function userFromToken(ctx: AppContext, request: FastifyRequest): number | null {
  const token = bearer(request);
  return token ? userFromTokenText(ctx, token) : null;
}

/** The user a token text signs in (the same checks), or null. */
export function userFromTokenText(ctx: AppContext, token: string): number | null {
  if (!token || token.length > 512) return null;
  const row = ctx.db
    .prepare('SELECT t.user_id AS id FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ? AND t.revoked = 0 AND t.created_at > ? AND u.status = 1')
    .get(hashToken(token), tokenCutoff(ctx)) as { id: number } | undefined;
  return row?.id ?? null;
}

/** `auth:api`: a valid token or `401 {"message":"Unauthenticated."}`. */
export function requireUser(ctx: AppContext, request: FastifyRequest): number {
  const user = userFromToken(ctx, request);
  if (user === null) throw messageError(401, 'Unauthenticated.');
  return user;
}

/**
 * `apiGuestCheck`. A request passes with a bearer token or a `guest_id` (query or body); with neither (or the
 * literal `Bearer null` logged-out clients send, and no guest id) it is `401 {"errors":"Unauthorized"}`.
 * A token acts for its user. A token that does not work (unknown, revoked, expired) is `401
 * {"message":"Unauthenticated."}`, the answer that signs a client out, even when a guest id comes with it:
 * a failed sign-in never quietly becomes someone's guest session. Without a token the request acts for the
 * guest, whose id must be one this server issued (`auth/guest/request`): anything else — not an integer, or
 * an id nobody was given — is `403 errors[{code:"guest_id"}]`. Each use keeps the guest from being swept
 * as idle (its last use is noted at most once a day).
 */
export function requireCaller(ctx: AppContext, request: FastifyRequest): Caller {
  const input = inputOf(request);
  const token = bearer(request);
  if (token !== null) return { id: requireUser(ctx, request), isGuest: false };
  if (!present(input.guest_id)) throw errorsText(401, 'Unauthorized');
  validate(input, { guest_id: ['required', 'integer', { min: 1 }] });
  const id = Number(input.guest_id);
  if (!Number.isSafeInteger(id)) throw errorList(403, 'guest_id', 'The guest id is invalid.');
  const guest = ctx.db.prepare('SELECT last_seen_at FROM guests WHERE id = ?').get(id) as { last_seen_at: string | null } | undefined;
  if (!guest) throw errorList(403, 'guest_id', 'The guest id is not known here: ask for a new one.');
  const now = ctx.now();
  if (!guest.last_seen_at || now.getTime() - new Date(guest.last_seen_at).getTime() > GUEST_SEEN_EVERY_MS) {
    ctx.db.prepare('UPDATE guests SET last_seen_at = ? WHERE id = ?').run(now.toISOString(), id);
  }
  return { id, isGuest: true };
}

/** How often a guest's last use is written down (the sweep counts in months). */
const GUEST_SEEN_EVERY_MS = 86_400_000;
