/** The map proxies answered from the gazetteer: geocode, autocomplete, details, distance and directions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMeters } from '../geo/geometry';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

/** Google's encoded-polyline format, decoded (the inverse of the server's encoder). */
function decodePolyline(text: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    lat += next();
    lng += next();
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}

type Suggestions = {
  suggestions: { placePrediction: { placeId: string; text: { text: string }; structuredFormat: { mainText: { text: string }; secondaryText: { text: string } } } }[];
  predictions: { place_id: string; description: string }[];
};

const MALL_TO_AIRPORT = { origin_lat: 25.1985, origin_lng: 55.2796, destination_lat: 25.2532, destination_lng: 55.3657 };

describe('reverse geocoding (config/geocode-api)', () => {
  it('names the nearest place within 2 km as "<main>, <secondary>"', async () => {
    const { body } = await http.get<{ results: { formatted_address: string; place_id: string; geometry: { location: { lat: number } } }[]; status: string }>(
      '/api/v1/config/geocode-api',
      { query: { lat: 25.1986, lng: 55.2795 } },
    );
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({ formatted_address: 'Dubai Mall, Downtown Dubai, Dubai', place_id: 'gz_dubai_mall', geometry: { location: { lat: 25.1986 } } });
  });

  it('falls back to the coordinates far from every place, and speaks Arabic', async () => {
    const far = await http.get<{ results: { formatted_address: string }[] }>('/api/v1/config/geocode-api', { query: { lat: 24.1, lng: 55.9 } });
    expect(far.body.results[0]?.formatted_address).toBe('24.10000, 55.90000, Dubai');
    const ar = await http.get<{ results: { formatted_address: string }[] }>('/api/v1/config/geocode-api', { query: { lat: 25.1986, lng: 55.2795 }, headers: { 'X-localization': 'ar' } });
    expect(ar.body.results[0]?.formatted_address).toBe('دبي مول، وسط مدينة دبي، دبي');
  });
});

describe('place autocomplete and details', () => {
  it('answers the Places (New) shape with the legacy predictions alongside, name prefixes first', async () => {
    const { body } = await http.get<Suggestions>('/api/v1/config/place-api-autocomplete', { query: { search_text: 'dubai ma' } });
    const first = body.suggestions[0]?.placePrediction;
    expect(first).toMatchObject({ placeId: 'gz_dubai_mall', structuredFormat: { mainText: { text: 'Dubai Mall' }, secondaryText: { text: 'Downtown Dubai, Dubai' } } });
    expect(first?.text.text).toBe('Dubai Mall, Downtown Dubai, Dubai');
    expect(body.predictions[0]).toEqual({ place_id: 'gz_dubai_mall', description: 'Dubai Mall, Downtown Dubai, Dubai' });
    expect(body.suggestions.map((s) => s.placePrediction.placeId)).toContain('gz_dubai_marina');
  });

  it('matches case-insensitively on words and districts, at most six, and in Arabic', async () => {
    const marina = await http.get<Suggestions>('/api/v1/config/place-api-autocomplete', { query: { search_text: 'MARINA' } });
    expect(marina.body.suggestions[0]?.placePrediction.placeId).toBe('gz_dubai_marina');
    const dubai = await http.get<Suggestions>('/api/v1/config/place-api-autocomplete', { query: { search_text: 'dubai' } });
    expect(dubai.body.suggestions).toHaveLength(6);
    const arabic = await http.get<Suggestions>('/api/v1/config/place-api-autocomplete', { query: { search_text: 'برج' }, headers: { 'X-localization': 'ar' } });
    expect(arabic.body.suggestions.map((s) => s.placePrediction.structuredFormat.mainText.text)).toContain('برج خليفة');
    const none = await http.get<Suggestions>('/api/v1/config/place-api-autocomplete', { query: { search_text: 'zzzz' } });
    expect(none.body).toEqual({ suggestions: [], predictions: [] });
  });

  it('gives a place’s coordinates; unknown ids are 404 placeid', async () => {
    expect((await http.get('/api/v1/config/place-api-details', { query: { placeid: 'gz_dxb_airport' } })).body).toEqual({
      id: 'gz_dxb_airport',
      displayName: { text: 'Dubai International Airport', languageCode: 'en' },
      formattedAddress: 'Dubai International Airport, Al Garhoud, Dubai',
      location: { latitude: 25.2532, longitude: 55.3657 },
    });
    expect(await http.get('/api/v1/config/place-api-details', { query: { placeid: 'nope' } })).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'placeid', message: 'Place not found.' }] },
    });
  });
});

describe('distance and directions', () => {
  it('answers road metres (great circle × 1.3) and a duration in seconds per mode', async () => {
    const straight = greatCircleMeters({ lat: 25.1985, lng: 55.2796 }, { lat: 25.2532, lng: 55.3657 });
    const drive = await http.get<{ distanceMeters: number; duration: string; localizedValues: { distance: { text: string }; duration: { text: string } } }>(
      '/api/v1/config/distance-api',
      { query: { ...MALL_TO_AIRPORT, mode: 'DRIVE' } },
    );
    expect(drive.body.distanceMeters).toBe(Math.round(straight * 1.3));
    expect(drive.body.duration).toBe(`${Math.round((drive.body.distanceMeters / 1000 / 40) * 3600)}s`);
    expect(drive.body.localizedValues.distance.text).toMatch(/^\d+\.\d km$/);
    expect(drive.body.localizedValues.duration.text).toMatch(/min$/);
    const walk = await http.get<{ duration: string }>('/api/v1/config/distance-api', { query: MALL_TO_AIRPORT });
    const bicycle = await http.get<{ duration: string }>('/api/v1/config/distance-api', { query: { ...MALL_TO_AIRPORT, mode: 'bicycle' } });
    expect(Number.parseInt(walk.body.duration)).toBeGreaterThan(Number.parseInt(bicycle.body.duration));
    expect(Number.parseInt(bicycle.body.duration)).toBeGreaterThan(Number.parseInt(drive.body.duration));
  });

  it('handles identical points and unknown modes sensibly', async () => {
    const same = { origin_lat: 25.2, origin_lng: 55.27, destination_lat: 25.2, destination_lng: 55.27 };
    expect((await http.get('/api/v1/config/distance-api', { query: { ...same, mode: 'TELEPORT' } })).body).toMatchObject({ distanceMeters: 0, duration: '0s' });
    const route = await http.get<{ routes: { distanceMeters: number; polyline: { encodedPolyline: string } }[] }>('/api/v1/config/direction-api', { query: { ...same, mode: 'FLY' } });
    expect(route.status).toBe(200);
    expect(decodePolyline(route.body.routes[0]?.polyline.encodedPolyline ?? '')).toEqual([
      [25.2, 55.27],
      [25.2, 55.27],
    ]);
  });

  it('returns a decodable route polyline from origin to destination', async () => {
    const { body } = await http.get<{ routes: { distanceMeters: number; duration: string; polyline: { encodedPolyline: string } }[] }>('/api/v1/config/direction-api', {
      query: { ...MALL_TO_AIRPORT, mode: 'BICYCLE' },
    });
    const points = decodePolyline(body.routes[0]?.polyline.encodedPolyline ?? '');
    expect(points.length).toBeGreaterThan(3);
    expect(points[0]).toEqual([25.1985, 55.2796]);
    expect(points[points.length - 1]).toEqual([25.2532, 55.3657]);
    expect(body.routes[0]?.duration).toMatch(/^\d+s$/);
  });
});

describe('a point the client has not chosen yet', () => {
  it.each([
    ['geocode', '/api/v1/config/geocode-api', { lat: 'undefined', lng: 'undefined' }, { results: [], status: 'ZERO_RESULTS' }],
    ['geocode with one end missing', '/api/v1/config/geocode-api', { lat: '25.2', lng: 'null' }, { results: [], status: 'ZERO_RESULTS' }],
    ['place details', '/api/v1/config/place-api-details', { placeid: 'undefined' }, {}],
    ['directions', '/api/v1/config/direction-api', { origin_lat: 25.1985, origin_lng: 55.2796, destination_lat: 'undefined', destination_lng: 'undefined' }, { routes: [] }],
  ])('%s answers an empty result, not an error', async (_name, path, query, body) => {
    expect(await http.get(path, { query })).toMatchObject({ status: 200, body });
  });

  it('distance answers a zero route in the Routes shape', async () => {
    const answer = await http.get('/api/v1/config/distance-api', { query: { origin_lat: 'undefined', origin_lng: 'undefined', destination_lat: 25.2532, destination_lng: 55.3657, mode: 'DRIVE' } });
    expect(answer).toMatchObject({ status: 200, body: { distanceMeters: 0, duration: '0s', condition: 'ROUTE_NOT_FOUND', localizedValues: { distance: { text: expect.any(String) } } } });
  });

  it('still refuses a point that is simply missing or out of range', async () => {
    expect((await http.get('/api/v1/config/geocode-api', { query: { lat: 95, lng: 55 } })).status).toBe(403);
    expect((await http.get('/api/v1/config/distance-api', { query: { origin_lat: 25.2 } })).status).toBe(403);
  });
});
