/**
 * Talon for choosing a location three ways (device position, map point, place search), resolving the zone
 * for it and reporting the result. Views render `state` and call the handlers.
 */
import { useState } from 'react';
import { getPlaceDetails, placeSuggestionsQueryOptions, reverseGeocode, type PlaceSuggestion } from '@/api/places';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { getCurrentPosition, GeolocationFailure } from './geolocation';
import { chooseLocation, type LocationResult } from './location';

export type ChooserStatus = 'idle' | 'locating' | 'resolving';

export function useLocationChooser(onChosen: (result: LocationResult, address: string) => void) {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<ChooserStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const suggestions = useQuery(placeSuggestionsQueryOptions(searchText));

  const resolve = async (lat: number, lng: number, address?: string) => {
    setStatus('resolving');
    setError(null);
    try {
      const text = address ?? (await reverseGeocode(lat, lng).catch(() => `${lat.toFixed(5)}, ${lng.toFixed(5)}`));
      const result = await chooseLocation({ lat, lng, address: text });
      if (!result) return;
      notify.success(t('bootstrap.locationSet'));
      onChosen(result, text);
    } catch (failure) {
      const message = isApiError(failure) && failure.code === 'coordinates' ? t('bootstrap.noZone') : (errorMessages(failure)[0] ?? t('common.genericError'));
      setError(message);
    } finally {
      setStatus('idle');
    }
  };

  return {
    searchText,
    setSearchText,
    suggestions: suggestions.data ?? [],
    isSearching: suggestions.isFetching,
    status,
    error,
    useCurrentLocation: async () => {
      setStatus('locating');
      setError(null);
      try {
        const position = await getCurrentPosition();
        await resolve(position.lat, position.lng);
      } catch (failure) {
        setStatus('idle');
        setError(failure instanceof GeolocationFailure ? t(failure.messageKey) : t('bootstrap.geoUnavailable'));
      }
    },
    choosePoint: (lat: number, lng: number) => resolve(lat, lng),
    chooseSuggestion: async (suggestion: PlaceSuggestion) => {
      setStatus('resolving');
      setError(null);
      try {
        const place = await getPlaceDetails(suggestion.placeId);
        setSearchText(suggestion.description);
        await resolve(place.lat, place.lng, suggestion.description);
      } catch (failure) {
        setStatus('idle');
        setError(errorMessages(failure)[0] ?? t('common.genericError'));
      }
    },
  };
}
