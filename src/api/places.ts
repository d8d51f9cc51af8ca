/**
 * Place search, place details and reverse geocoding through the backend's map proxies. The autocomplete
 * answer may be the newer `suggestions[].placePrediction` shape or the legacy `predictions[]`; both are
 * normalised to `{ placeId, mainText, secondaryText }`.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { list, looseNumber, nullable, optional, string, text, type, type Infer, unknown } from '@/lib/struct';
import { sharedKeys } from './keys';

export interface PlaceSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  description: string;
}

const TextValue = optional(nullable(type({ text: optional(nullable(string())) })));

const SuggestionsStruct = type({
  suggestions: list(
    type({
      placePrediction: optional(
        nullable(
          type({
            placeId: string(),
            text: TextValue,
            structuredFormat: optional(nullable(type({ mainText: TextValue, secondaryText: TextValue }))),
          }),
        ),
      ),
    }),
  ),
  predictions: list(type({ place_id: string(), description: text })),
});

function normaliseSuggestions(data: Infer<typeof SuggestionsStruct>): PlaceSuggestion[] {
  const fromNew = data.suggestions.flatMap((entry) => {
    const prediction = entry.placePrediction;
    if (!prediction) return [];
    const mainText = prediction.structuredFormat?.mainText?.text ?? prediction.text?.text ?? '';
    const secondaryText = prediction.structuredFormat?.secondaryText?.text ?? '';
    return [{ placeId: prediction.placeId, mainText, secondaryText, description: [mainText, secondaryText].filter(Boolean).join(', ') }];
  });
  if (fromNew.length > 0) return fromNew;
  return data.predictions.map((prediction) => {
    const [main = prediction.description, ...rest] = prediction.description.split(', ');
    return { placeId: prediction.place_id, mainText: main, secondaryText: rest.join(', '), description: prediction.description };
  });
}

export async function searchPlaces(searchText: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const data = await apiRequest('/api/v1/config/place-api-autocomplete', {
    query: { search_text: searchText },
    struct: SuggestionsStruct,
    signal,
  });
  return normaliseSuggestions(data);
}

export const placeSuggestionsQueryOptions = (searchText: string) =>
  queryOptions({
    queryKey: sharedKeys.placeSuggestions(searchText),
    queryFn: ({ signal }) => searchPlaces(searchText, signal),
    enabled: searchText.trim().length >= 2,
    staleTime: STALE.MINUTES.THIRTY,
    meta: { silent: true },
  });

const PlaceDetailsStruct = type({
  id: optional(string()),
  displayName: optional(nullable(type({ text: optional(nullable(string())) }))),
  formattedAddress: optional(nullable(string())),
  location: type({ latitude: looseNumber, longitude: looseNumber }),
});

export interface PlaceDetails {
  placeId: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export async function getPlaceDetails(placeId: string, signal?: AbortSignal): Promise<PlaceDetails> {
  const data = await apiRequest('/api/v1/config/place-api-details', { query: { placeid: placeId }, struct: PlaceDetailsStruct, signal });
  const name = data.displayName?.text ?? data.formattedAddress ?? '';
  return {
    placeId,
    name,
    address: data.formattedAddress ?? name,
    lat: data.location.latitude,
    lng: data.location.longitude,
  };
}

const GeocodeStruct = type({
  results: list(type({ formatted_address: text, geometry: optional(unknown()) })),
  status: optional(string()),
});

/** Address text for a point; falls back to the coordinates when the geocoder has nothing. */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<string> {
  const data = await apiRequest('/api/v1/config/geocode-api', { query: { lat, lng }, struct: GeocodeStruct, signal });
  return data.results[0]?.formatted_address || `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

export const reverseGeocodeQueryOptions = (lat: number, lng: number) =>
  queryOptions({
    queryKey: sharedKeys.reverseGeocode(lat, lng),
    queryFn: ({ signal }) => reverseGeocode(lat, lng, signal),
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
