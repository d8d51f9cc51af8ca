/**
 * Web Mercator helpers (256px tiles), used for keyboard panning and tile URLs. Pure functions, no pigeon-maps,
 * so they are cheap to test and import.
 */
import type { LatLngPoint } from './map-types';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 21;
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

const MAX_LAT = 85.05112878;

/** World pixel coordinates of a point at a zoom level. */
export function project(point: LatLngPoint, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((point.lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLngPoint {
  const scale = 256 * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** The centre after moving the view by a number of screen pixels (positive dx = east, dy = south). */
export function panBy(center: LatLngPoint, zoom: number, dx: number, dy: number): LatLngPoint {
  const world = project(center, zoom);
  return unproject({ x: world.x + dx, y: world.y + dy }, zoom);
}

/** Fills a tile URL template. `{s}` rotates over a, b, c so requests spread across subdomains. */
export function tileUrlFor(template: string, x: number, y: number, z: number): string {
  const subdomain = ['a', 'b', 'c'][Math.abs(x + y) % 3] ?? 'a';
  return template.replace('{s}', subdomain).replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

export function samePoint(a: LatLngPoint, b: LatLngPoint): boolean {
  return Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
}
