/**
 * Per-request context: the database, the clock, the origin for absolute URLs, and the header checks the
 * contract defines (`zoneId` JSON array, `moduleId`, locale) and identity (bearer token or guest id).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { errorList, errorsText, messageError } from './errors';
import { inputOf, parseJsonArray } from './input';

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

/** Absolute origin for `*_full_url` fields, from the request (works behind any host and port). */
export function origin(request: FastifyRequest): string {
  const forwarded = header(request, 'x-forwarded-proto');
  const protocol = forwarded ?? request.protocol;
  return `${protocol}://${request.host}`;
}

export const storageUrl = (request: FastifyRequest, path: string) => `${origin(request)}/storage/${path}`;

/** The `zoneId` header: a JSON array of zone ids, required. */
export function zoneIds(request: FastifyRequest): number[] {
  const raw = header(request, 'zoneid');
  if (raw === undefined) throw errorList(403, 'zoneId', 'Zone id required');
  const parsed = parseJsonArray(raw);
  const ids = parsed?.map(Number);
  if (!ids || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0)) throw errorList(403, 'zoneId', 'Zone id is invalid');
  return ids;
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

function bearer(request: FastifyRequest): string | null {
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
 * `apiGuestCheck`: an Authorization header that is not `Bearer null` identifies a user (an invalid token
 * then fails as unauthenticated); otherwise a `guest_id` in query or body identifies a guest; else
 * `401 {"errors":"Unauthorized"}`.
 */
export function requireCaller(ctx: AppContext, request: FastifyRequest): Caller {
  if (bearer(request)) return { id: requireUser(ctx, request), isGuest: false };
  const guest = inputOf(request).guest_id;
  if (guest === undefined || guest === null || String(guest).trim() === '') throw errorsText(401, 'Unauthorized');
  const id = Number(guest);
  if (!Number.isInteger(id) || id <= 0) throw errorList(403, 'guest_id', 'The guest id must be an integer.');
  return { id, isGuest: true };
}
