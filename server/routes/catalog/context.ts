/**
 * What every catalogue route reads before its service runs: the module (required, or optional on the
 * contract's exempt paths but then it must exist), the zones, the merged input and the request scope.
 */
import type { FastifyRequest } from 'fastify';
import { header, moduleOf, optionalZoneIds, zoneIds, type AppContext, type ModuleRow } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, type Input } from '../../http/input';
import { scopeOf, type Scope } from '../../services/catalog/scope';

export interface CatalogRequest {
  scope: Scope;
  input: Input;
  module: ModuleRow;
  zones: number[];
}

/** Module and zones required (the usual catalogue route). */
export function catalogRequest(ctx: AppContext, request: FastifyRequest): CatalogRequest {
  const module = moduleOf(ctx, request);
  const zones = zoneIds(request);
  return { scope: scopeOf(ctx, request, zones), input: inputOf(request), module, zones };
}

/** Module required, zones only when sent: details and reviews open from links that carry no zone. */
export function catalogRequestAnyZone(ctx: AppContext, request: FastifyRequest): Omit<CatalogRequest, 'zones'> & { zones: number[] | null } {
  const module = moduleOf(ctx, request);
  const zones = optionalZoneIds(request);
  return { scope: scopeOf(ctx, request, zones), input: inputOf(request), module, zones };
}

/** The module when the header is sent (it must then exist), else null: the module-check's exempt paths. */
export function optionalModule(ctx: AppContext, request: FastifyRequest): ModuleRow | null {
  return header(request, 'moduleid') === undefined ? null : moduleOf(ctx, request);
}

/**
 * Campaign and flash-sale routes answer a missing `zoneId` with HTTP 200 and the errors body (as the
 * backend does; clients treat it as "nothing to show"). Returns the zones, or null after writing that body.
 */
export function zonesOr200(request: FastifyRequest): number[] | { errors: { code: string; message: string }[] } {
  if (header(request, 'zoneid') === undefined) return { errors: [{ code: 'zoneId', message: 'Zone id required' }] };
  return zoneIds(request);
}

/** 403 with the validation shape for a query value the route needs as an id or slug. */
export function requiredKey(input: Input, field: string): string {
  const value = Array.isArray(input[field]) ? (input[field] as unknown[])[0] : input[field];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') throw errorList(403, field, `The ${field.replace(/_/g, ' ')} field is required.`);
  if (text.length > 190 || !/^[\w-]+$/u.test(text)) throw errorList(403, field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
  return text;
}

/** A path parameter naming an entity by id or slug; anything else is not found. */
export const isKey = (value: string) => value.length > 0 && value.length <= 190 && /^[\w-]+$/u.test(value);
