/**
 * Zones and the map proxies, answered from the built-in gazetteer and great-circle distances in the formats
 * the contract names (legacy geocode, Places "New" autocomplete and details, Routes matrix and routes).
 */
import type { FastifyInstance } from 'fastify';
import { findPlace, PLACES, searchPlaces, type Place } from '../geo/gazetteer';
import { encodePolyline, greatCircleMeters, interpolateRoute, pointInRing, type LatLng } from '../geo/geometry';
import { errorList } from '../http/errors';
import { inputOf, validate, type Input } from '../http/input';
import { locale, optionalZoneIds, type AppContext } from '../http/context';
import { activeZones, modulesForZones, ringOf, zoneIdsContaining, zoneJson, zonesContaining } from '../services/zones';

function point(input: Input, lat = 'lat', lng = 'lng'): LatLng {
  validate(input, { [lat]: ['required', 'numeric', { min: -90 }, { max: 90 }], [lng]: ['required', 'numeric', { min: -180 }, { max: 180 }] });
  return { lat: Number(input[lat]), lng: Number(input[lng]) };
}

const placeName = (place: Place, language: 'en' | 'ar') => (language === 'ar' ? place.nameAr : place.name);

/** Road distance is longer than the straight line; 1.3 is a common urban detour factor. */
const ROAD_FACTOR = 1.3;
const SPEED_KMH: Record<string, number> = { DRIVE: 40, WALK: 5, BICYCLE: 15, TWO_WHEELER: 30 };

function travel(from: LatLng, to: LatLng, modeInput: unknown, defaultMode: string) {
  const mode = typeof modeInput === 'string' && SPEED_KMH[modeInput.toUpperCase()] ? modeInput.toUpperCase() : defaultMode;
  const meters = Math.round(greatCircleMeters(from, to) * ROAD_FACTOR);
  const seconds = Math.round((meters / 1000 / (SPEED_KMH[mode] ?? 40)) * 3600);
  return { mode, meters, seconds };
}

const durationText = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes >= 60 ? `${Math.floor(minutes / 60)} hr ${minutes % 60} min` : `${minutes} min`;
};

export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/config/get-zone-id', (request) => {
    const at = point(inputOf(request));
    const zones = zonesContaining(ctx.db, at);
    if (zones.length === 0) {
      const inactive = (ctx.db.prepare('SELECT coordinates FROM zones WHERE status != 1').all() as { coordinates: string }[]).some((zone) =>
        pointInRing(at, ringOf(zone)),
      );
      throw errorList(inactive ? 403 : 404, 'coordinates', inactive ? 'Service is paused in this area' : 'Service not available in this area');
    }
    return { zone_id: JSON.stringify(zones.map((zone) => zone.id)), zone_data: zones.map((zone) => zoneJson(request, ctx.db, zone)) };
  });

  app.get('/api/v1/zone/list', (request) => activeZones(ctx.db).map((zone) => zoneJson(request, ctx.db, zone, false)));

  app.get('/api/v1/zone/check', (request) => {
    const input = inputOf(request);
    const at = point(input);
    validate(input, { zone_id: ['required', 'integer'] });
    return zoneIdsContaining(ctx.db, at).includes(Number(input.zone_id));
  });

  app.get('/api/v1/module', (request) => {
    const headerZones = optionalZoneIds(request);
    const queryZone = inputOf(request).zone_id;
    const zones = headerZones ?? (queryZone !== undefined && Number.isInteger(Number(queryZone)) ? [Number(queryZone)] : null);
    return modulesForZones(request, ctx.db, zones);
  });

  app.get('/api/v1/config/geocode-api', (request) => {
    const at = point(inputOf(request));
    const nearest = PLACES.map((place) => ({ place, meters: greatCircleMeters(at, place) })).sort((a, b) => a.meters - b.meters)[0];
    const language = locale(request);
    const text =
      nearest && nearest.meters <= 2000
        ? `${placeName(nearest.place, language)}, ${nearest.place.area}`
        : `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}, ${language === 'ar' ? 'دبي' : 'Dubai'}`;
    return {
      results: [
        {
          formatted_address: text,
          geometry: { location: { lat: at.lat, lng: at.lng }, location_type: 'APPROXIMATE' },
          address_components: [{ long_name: text.split(', ')[0], short_name: text.split(', ')[0], types: ['point_of_interest'] }],
          place_id: nearest && nearest.meters <= 2000 ? nearest.place.placeId : `gz_point_${at.lat.toFixed(4)}_${at.lng.toFixed(4)}`,
          types: ['street_address'],
        },
      ],
      status: 'OK',
    };
  });

  app.get('/api/v1/config/place-api-autocomplete', (request) => {
    const input = inputOf(request);
    validate(input, { search_text: ['required', { maxLength: 200 }] });
    const language = locale(request);
    const places = searchPlaces(String(input.search_text));
    return {
      suggestions: places.map((place) => ({
        placePrediction: {
          place: `places/${place.placeId}`,
          placeId: place.placeId,
          text: { text: `${placeName(place, language)}, ${place.area}` },
          structuredFormat: { mainText: { text: placeName(place, language) }, secondaryText: { text: place.area } },
          types: ['point_of_interest'],
        },
      })),
      predictions: places.map((place) => ({ place_id: place.placeId, description: `${placeName(place, language)}, ${place.area}` })),
    };
  });

  app.get('/api/v1/config/place-api-details', (request) => {
    const input = inputOf(request);
    validate(input, { placeid: ['required', { maxLength: 200 }] });
    const place = findPlace(String(input.placeid));
    if (!place) throw errorList(404, 'placeid', 'Place not found');
    const language = locale(request);
    return {
      id: place.placeId,
      displayName: { text: placeName(place, language), languageCode: language },
      formattedAddress: `${placeName(place, language)}, ${place.area}`,
      location: { latitude: place.lat, longitude: place.lng },
    };
  });

  app.get('/api/v1/config/distance-api', (request) => {
    const input = inputOf(request);
    const from = point(input, 'origin_lat', 'origin_lng');
    const to = point(input, 'destination_lat', 'destination_lng');
    const route = travel(from, to, input.mode, 'WALK');
    return {
      originIndex: 0,
      destinationIndex: 0,
      status: {},
      condition: 'ROUTE_EXISTS',
      distanceMeters: route.meters,
      duration: `${route.seconds}s`,
      staticDuration: `${route.seconds}s`,
      localizedValues: {
        distance: { text: `${(route.meters / 1000).toFixed(1)} km` },
        duration: { text: durationText(route.seconds) },
        staticDuration: { text: durationText(route.seconds) },
      },
    };
  });

  app.get('/api/v1/config/direction-api', (request) => {
    const input = inputOf(request);
    const from = point(input, 'origin_lat', 'origin_lng');
    const to = point(input, 'destination_lat', 'destination_lng');
    const route = travel(from, to, input.mode, 'DRIVE');
    const path = route.meters === 0 ? [from, to] : interpolateRoute(from, to);
    return { routes: [{ distanceMeters: route.meters, duration: `${route.seconds}s`, polyline: { encodedPolyline: encodePolyline(path) } }] };
  });
}
