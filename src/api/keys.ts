/**
 * Query keys for the shared endpoints (config, zones, modules, places, routes, landing content).
 * Persisted roots (`config`, `zones`, `modules`, `landing`) carry the scope that varies the answer.
 */
import { scopeKey } from '@/lib/query-client';

export const sharedKeys = {
  config: () => ['config', scopeKey().lang] as const,
  landing: () => ['landing', scopeKey().lang] as const,
  zone: (lat: number, lng: number) => ['zones', 'point', lat.toFixed(6), lng.toFixed(6), scopeKey().lang] as const,
  modules: (zoneId: string | null) => ['modules', zoneId, scopeKey().lang] as const,
  placeSuggestions: (text: string) => ['places', 'suggestions', text.trim().toLowerCase(), scopeKey().lang] as const,
  placeDetails: (placeId: string) => ['places', 'details', placeId] as const,
  reverseGeocode: (lat: number, lng: number) => ['places', 'reverse', lat.toFixed(5), lng.toFixed(5), scopeKey().lang] as const,
  distance: (from: string, to: string, mode: string) => ['routes', 'distance', from, to, mode] as const,
  directions: (from: string, to: string, mode: string) => ['routes', 'directions', from, to, mode] as const,
  page: (name: string) => ['landing', 'page', name, scopeKey().lang] as const,
};
