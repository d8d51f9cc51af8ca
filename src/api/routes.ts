/**
 * Distance and directions between two points through the backend's map proxies.
 * `distance-api` answers `{distanceMeters, duration:"1834s"}`; `direction-api` answers `{routes:[…]}` with an
 * encoded polyline. Modes are tried in order (driving, walking, bicycling) by the callers that draw routes.
 */
import { apiRequest } from '@/lib/api-client';
import { list, looseNumber, nullable, optional, refine, string, type, type Infer } from '@/lib/struct';

export type TravelMode = 'DRIVE' | 'WALK' | 'BICYCLE';
export const TRAVEL_MODES: readonly TravelMode[] = ['DRIVE', 'WALK', 'BICYCLE'];

export interface Point {
  lat: number;
  lng: number;
}

/** `"1834s"` → 1834. */
export function parseDurationSeconds(value: string): number {
  const seconds = Number.parseFloat(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
}

const Duration = refine(string(), 'duration in seconds', (value) => /^\d+(\.\d+)?s$/.test(value.trim()));

const DistanceStruct = type({ distanceMeters: looseNumber, duration: Duration });

export interface TripDistance {
  distanceMeters: number;
  /** As the API sends it, ending in `s`. */
  duration: string;
  durationSeconds: number;
}

function pointQuery(from: Point, to: Point, mode: TravelMode) {
  return { origin_lat: from.lat, origin_lng: from.lng, destination_lat: to.lat, destination_lng: to.lng, mode };
}

export async function getDistance(from: Point, to: Point, mode: TravelMode = 'DRIVE', signal?: AbortSignal): Promise<TripDistance> {
  const data = await apiRequest('/api/v1/config/distance-api', { query: pointQuery(from, to, mode), struct: DistanceStruct, signal });
  return { distanceMeters: data.distanceMeters, duration: data.duration, durationSeconds: parseDurationSeconds(data.duration) };
}

const DirectionsStruct = type({
  routes: list(
    type({
      distanceMeters: optional(looseNumber),
      duration: optional(string()),
      polyline: optional(nullable(type({ encodedPolyline: string() }))),
    }),
  ),
});

export type Directions = Infer<typeof DirectionsStruct>;

/** Decodes an encoded polyline (precision 5) into points. Invalid input yields the points decoded so far. */
export function decodePolyline(encoded: string): Point[] {
  const points: Point[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) return null;
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

/** The route as points, trying each travel mode in turn; `null` when every mode fails (show a single marker). */
export async function getRoutePoints(from: Point, to: Point, signal?: AbortSignal): Promise<Point[] | null> {
  for (const mode of TRAVEL_MODES) {
    try {
      const data = await apiRequest('/api/v1/config/direction-api', { query: pointQuery(from, to, mode), struct: DirectionsStruct, signal });
      const encoded = data.routes[0]?.polyline?.encodedPolyline;
      const points = encoded ? decodePolyline(encoded) : [];
      if (points.length >= 2) return points;
    } catch (error) {
      if (signal?.aborted) throw error;
      console.info(`No ${mode} route`, error);
    }
  }
  return null;
}
