/**
 * Road travel estimated from great-circle distance, standing in for a routing service: the road distance is
 * the straight line × 1.3 (a common urban detour factor) and the duration follows an average speed per
 * mode. Also the human texts the Routes API puts in `localizedValues`, and reverse geocoding from the
 * gazetteer (nearest named place within 2 km, else the coordinates) — it never fails.
 */
import { findNearestPlace, placeAddress, type Language } from './gazetteer';
import { greatCircleMeters, type LatLng } from './geometry';

export const ROAD_FACTOR = 1.3;
export const SPEED_KMH = { DRIVE: 40, TWO_WHEELER: 30, BICYCLE: 15, WALK: 5 } as const;
export type TravelMode = keyof typeof SPEED_KMH;
export const REVERSE_GEOCODE_RADIUS_M = 2000;

export function travelMode(value: unknown, fallback: TravelMode): TravelMode {
  const mode = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return mode in SPEED_KMH ? (mode as TravelMode) : fallback;
}

export function travel(from: LatLng, to: LatLng, mode: TravelMode): { meters: number; seconds: number } {
  const meters = Math.round(greatCircleMeters(from, to) * ROAD_FACTOR);
  return { meters, seconds: Math.round((meters / 1000 / SPEED_KMH[mode]) * 3600) };
}

export function distanceText(meters: number, language: Language): string {
  const text = meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`;
  return language === 'ar' ? text.replace('km', 'كم').replace(' m', ' م') : text;
}

export function durationText(seconds: number, language: Language): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const [hr, min] = language === 'ar' ? ['ساعة', 'دقيقة'] : ['hr', 'min'];
  return minutes >= 60 ? `${Math.floor(minutes / 60)} ${hr} ${minutes % 60} ${min}` : `${minutes} ${min}`;
}

/** "<main>, <secondary>" of the nearest place within 2 km, else "<lat>, <lng>, Dubai". */
export function reverseGeocode(at: LatLng, language: Language): { text: string; placeId: string } {
  const nearest = findNearestPlace(at);
  if (nearest && greatCircleMeters(at, nearest) <= REVERSE_GEOCODE_RADIUS_M) return { text: placeAddress(nearest, language), placeId: nearest.placeId };
  return {
    text: `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}, ${language === 'ar' ? 'دبي' : 'Dubai'}`,
    placeId: `gz_point_${at.lat.toFixed(4)}_${at.lng.toFixed(4)}`,
  };
}
