/**
 * `GET /api/v1/module`: modules available in the stored zones (bare array). Each module carries its zones
 * (with delivery-charge pivots) when the `zoneId` header is sent.
 */
import { useSessionValue } from '@/hooks/use-session';
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array, coerce, enums, list, looseId, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';
import { sharedKeys } from './keys';
import { ModulePivot } from './zones';

export const MODULE_TYPES = ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

const ModuleTypeStruct = coerce(enums(MODULE_TYPES), string(), (value) => value.toLowerCase());

export const ModuleStruct = type({
  id: looseId,
  module_name: text,
  module_type: ModuleTypeStruct,
  icon_full_url: optional(nullable(string())),
  thumbnail_full_url: optional(nullable(string())),
  description: optional(nullable(string())),
  status: optional(nullable(text)),
  stores_count: optional(nullable(numberOrZero)),
  zones: optional(list(type({ id: looseId, name: optional(text), pivot: optional(nullable(ModulePivot)) }))),
});

export type Module = Infer<typeof ModuleStruct>;

/** Unknown module types (other forks add services) are dropped rather than failing the whole list. */
const ModuleListStruct = coerce(array(ModuleStruct), array(), (items: unknown[]) =>
  items.filter((item) => {
    const kind = (item as { module_type?: unknown } | null)?.module_type;
    return typeof kind === 'string' && (MODULE_TYPES as readonly string[]).includes(kind.toLowerCase());
  }),
);

export function getModules(zoneId: string | null, signal?: AbortSignal): Promise<Module[]> {
  return apiRequest('/api/v1/module', { struct: ModuleListStruct, signal });
}

export const modulesQueryOptions = (zoneId: string | null) =>
  queryOptions({
    queryKey: sharedKeys.modules(zoneId),
    queryFn: ({ signal }) => getModules(zoneId, signal),
    staleTime: STALE.MINUTES.FIVE,
    enabled: zoneId !== null,
    meta: { silent: true },
  });

export function useModules(zoneId: string | null) {
  return useQuery(modulesQueryOptions(zoneId));
}

/** The chosen module's name in the page's language (the stored one is in the language it was chosen in). */
export function useChosenModuleName(): string | undefined {
  const modules = useModules(useSessionValue('zoneId'));
  const chosen = useSessionValue('module');
  if (!chosen) return undefined;
  return modules.data?.find((entry) => entry.id === chosen.id)?.module_name || chosen.module_name || undefined;
}

/** A module can be chosen only when one of its zones is among the stored zone ids. */
export function isModuleInZones(module: Module, zoneIds: number[]): boolean {
  if (!module.zones || module.zones.length === 0) return true;
  return module.zones.some((zone) => zoneIds.includes(zone.id));
}
