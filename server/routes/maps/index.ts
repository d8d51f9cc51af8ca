/**
 * The map proxies (`/config/geocode-api`, `place-api-autocomplete`, `place-api-details`, `distance-api`,
 * `direction-api`), answered from the built-in gazetteer and great-circle travel estimates in the formats
 * the contract names: legacy Geocoding, Places (New) — plus legacy `predictions` alongside — and Routes.
 *
 * Web clients interpolate a point they do not have yet into the URL, so `lat=undefined` (or `null`, `NaN`)
 * arrives while a customer is still choosing: that is answered like a point nothing is known about (no
 * geocoding results, a zero route, an empty place), never as an error the client would show.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { findPlace, placeAddress, placeArea, placeName, searchPlaces } from '../../geo/gazetteer';
import { encodePolyline, interpolateRoute, type LatLng } from '../../geo/geometry';
import { distanceText, durationText, reverseGeocode, travel, travelMode } from '../../geo/travel';
import { locale } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, validate, type Input } from '../../http/input';

const AUTOCOMPLETE_LIMIT = 6;

/** A value a client sends for a point it does not have yet. */
export const isUnsetValue = (value: unknown) => typeof value === 'string' && ['undefined', 'null', 'nan'].includes(value.trim().toLowerCase());

const anyUnset = (input: Input, fields: string[]) => fields.some((field) => isUnsetValue(input[field]));

const ROUTE_ENDS = ['origin_lat', 'origin_lng', 'destination_lat', 'destination_lng'];

/** A validated coordinate pair from the input (403 validation errors name the fields). */
export function pointFrom(input: Input, lat = 'lat', lng = 'lng'): LatLng {
  validate(input, { [lat]: 'required|numeric|min:-90|max:90', [lng]: 'required|numeric|min:-180|max:180' });
  return { lat: Number(input[lat]), lng: Number(input[lng]) };
}

function routeEnds(input: Input): [LatLng, LatLng] {
  validate(input, {
    origin_lat: 'required|numeric|min:-90|max:90',
    origin_lng: 'required|numeric|min:-180|max:180',
    destination_lat: 'required|numeric|min:-90|max:90',
    destination_lng: 'required|numeric|min:-180|max:180',
  });
  return [
    { lat: Number(input.origin_lat), lng: Number(input.origin_lng) },
    { lat: Number(input.destination_lat), lng: Number(input.destination_lng) },
  ];
}

export const mapRoutes: RoutePlugin = async (app) => {
  app.get('/api/v1/config/geocode-api', (request) => {
    const input = inputOf(request);
    if (anyUnset(input, ['lat', 'lng'])) return { results: [], status: 'ZERO_RESULTS' };
    const at = pointFrom(input);
    const { text, placeId } = reverseGeocode(at, locale(request));
    const [main = text] = text.split(/, |، /);
    return {
      results: [
        {
          formatted_address: text,
          geometry: { location: { lat: at.lat, lng: at.lng }, location_type: 'APPROXIMATE' },
          address_components: [{ long_name: main, short_name: main, types: ['point_of_interest'] }],
          place_id: placeId,
          types: ['street_address'],
        },
      ],
      status: 'OK',
    };
  });

  app.get('/api/v1/config/place-api-autocomplete', (request) => {
    const input = inputOf(request);
    validate(input, { search_text: 'required|max:200' });
    const language = locale(request);
    const places = searchPlaces(String(input.search_text), AUTOCOMPLETE_LIMIT);
    return {
      suggestions: places.map((place) => ({
        placePrediction: {
          place: `places/${place.placeId}`,
          placeId: place.placeId,
          text: { text: placeAddress(place, language) },
          structuredFormat: { mainText: { text: placeName(place, language) }, secondaryText: { text: placeArea(place, language) } },
          types: ['point_of_interest', 'establishment'],
        },
      })),
      predictions: places.map((place) => ({ place_id: place.placeId, description: placeAddress(place, language) })),
    };
  });

  app.get('/api/v1/config/place-api-details', (request) => {
    const input = inputOf(request);
    if (isUnsetValue(input.placeid)) return {};
    validate(input, { placeid: 'required|max:200' });
    const place = findPlace(String(input.placeid).replace(/^places\//, ''));
    if (!place) throw errorList(404, 'placeid', 'Place not found.');
    const language = locale(request);
    return {
      id: place.placeId,
      displayName: { text: placeName(place, language), languageCode: language },
      formattedAddress: placeAddress(place, language),
      location: { latitude: place.lat, longitude: place.lng },
    };
  });

  app.get('/api/v1/config/distance-api', (request) => {
    const input = inputOf(request);
    const unknown = anyUnset(input, ROUTE_ENDS);
    const [from, to] = unknown ? [null, null] : routeEnds(input);
    const { meters, seconds } = from && to ? travel(from, to, travelMode(input.mode, 'WALK')) : { meters: 0, seconds: 0 };
    const language = locale(request);
    return {
      originIndex: 0,
      destinationIndex: 0,
      status: {},
      condition: unknown ? 'ROUTE_NOT_FOUND' : 'ROUTE_EXISTS',
      distanceMeters: meters,
      duration: `${seconds}s`,
      staticDuration: `${seconds}s`,
      localizedValues: {
        distance: { text: distanceText(meters, language) },
        duration: { text: durationText(seconds, language) },
        staticDuration: { text: durationText(seconds, language) },
      },
    };
  });

  app.get('/api/v1/config/direction-api', (request) => {
    const input = inputOf(request);
    if (anyUnset(input, ROUTE_ENDS)) return { routes: [] };
    const [from, to] = routeEnds(input);
    const { meters, seconds } = travel(from, to, travelMode(input.mode, 'DRIVE'));
    const path = meters === 0 ? [from, to] : interpolateRoute(from, to);
    return { routes: [{ distanceMeters: meters, duration: `${seconds}s`, polyline: { encodedPolyline: encodePolyline(path) } }] };
  });
};
