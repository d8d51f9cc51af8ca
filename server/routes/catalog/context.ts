/**
 * What every catalogue route reads before its service runs: the module (required, or optional on the
 * contract's exempt paths but then it must exist), the zones, the merged input and the request scope. The
 * catalogue's scopes read them once per request with a hook (`catalogGroup`, `moduleScope`), before any handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { header, moduleOf, optionalModuleOf, optionalZoneIds, zoneIds, type AppContext, type ModuleRow } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, type Input } from '../../http/input';
import { moduleCheckedGroup } from '../../http/module-check';
import { perRequest } from '../../http/route-scope';
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

/** The module a scope's routes read: the one the header names (it must exist), null when none is sent. */
export interface ModuleScope {
  /** The module, required: `403 errors[{code:"moduleId"}]` without one (the module check has refused it already). */
  moduleIn: (request: FastifyRequest) => ModuleRow;
  /** The module when the header is sent, else null: the module check's exempt paths. */
  optionalModuleIn: (request: FastifyRequest) => ModuleRow | null;
}

/** Reads the module once per request of `app`'s scope, before its handlers (after the module check, if any). */
export function moduleScope(app: FastifyInstance, ctx: AppContext): ModuleScope {
  const optionalModuleIn = perRequest(app, (request) => optionalModuleOf(ctx, request));
  const moduleIn = (request: FastifyRequest) => {
    const module = optionalModuleIn(request);
    if (module === null) throw errorList(403, 'moduleId', 'Module id required');
    return module;
  };
  return { moduleIn, optionalModuleIn };
}

type Register<T> = (group: FastifyInstance, catalogOf: (request: FastifyRequest) => T) => void;

/**
 * Registers catalogue routes in the module-check group whose every handler needs the module, the zones, the merged
 * input and the request scope first: the scope's hook reads them once per request, in that order, and
 * `catalogOf(request)` gives them to the handlers.
 */
export function catalogGroup(app: FastifyInstance, ctx: AppContext, register: Register<CatalogRequest>): void {
  moduleCheckedGroup(app, ctx, (group) => register(group, perRequest(group, (request) => catalogRequest(ctx, request))));
}

/** The same for routes that take the zones only when sent (details and reviews open from links that carry no zone). */
export function anyZoneCatalogGroup(app: FastifyInstance, ctx: AppContext, register: Register<ReturnType<typeof catalogRequestAnyZone>>): void {
  moduleCheckedGroup(app, ctx, (group) => register(group, perRequest(group, (request) => catalogRequestAnyZone(ctx, request))));
}

/**
 * Campaign and flash-sale routes answer a missing `zoneId` with HTTP 200 and the errors body (as the
 * backend does; clients treat it as "nothing to show"). Returns the zones, or that body.
 */
export function zonesOr200(request: FastifyRequest): number[] | { errors: { code: string; message: string }[] } {
  if (header(request, 'zoneid') === undefined) return { errors: [{ code: 'zoneId', message: 'Zone id required' }] };
  return zoneIds(request);
}

/**
 * Registers campaign routes in the module-check group: the scope's hook reads the module and then the zones once
 * per request, answering a request without zones itself (`zonesOr200`) before the handler, which reads both
 * with `campaignOf(request)`.
 */
export function campaignGroup(app: FastifyInstance, ctx: AppContext, register: Register<{ module: ModuleRow; zones: number[] }>): void {
  moduleCheckedGroup(app, ctx, (group) => {
    const found = new WeakMap<FastifyRequest, { module: ModuleRow; zones: number[] }>();
    group.addHook('preHandler', async (request, reply) => {
      const module = moduleOf(ctx, request);
      const zones = zonesOr200(request);
      if (!Array.isArray(zones)) return reply.send(zones);
      found.set(request, { module, zones });
    });
    register(group, (request) => {
      const entry = found.get(request);
      if (entry === undefined) throw new Error(`${request.routeOptions.url ?? request.url} is not registered in a campaign scope`);
      return entry;
    });
  });
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
