/** A place search field: type a few letters, pick a suggestion; reports the place with its coordinates. */
import { useState } from 'react';
import { getPlaceDetails, placeSuggestionsQueryOptions } from '@/api/places';
import { Combobox } from '@/components/ui/combobox/combobox';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';

export interface PickedPlace {
  lat: number;
  lng: number;
  name: string;
}

export function PlaceSearchField({ label, value, onPick, placeholder, errorMessage }: { label: string; value: string; onPick: (place: PickedPlace) => void; placeholder?: string; errorMessage?: string | null }) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const suggestions = useQuery(placeSuggestionsQueryOptions(text === value ? '' : text));
  const items = suggestions.data ?? [];
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      items={items.map((place) => ({ id: place.placeId, label: place.mainText, secondary: place.secondaryText }))}
      inputValue={text}
      onInputChange={setText}
      isLoading={suggestions.isFetching}
      loadingText={t('common.loading')}
      emptyText={t('bootstrap.noPlaces')}
      errorMessage={errorMessage}
      onSelect={(item) => {
        const suggestion = items.find((place) => place.placeId === item.id);
        if (!suggestion) return;
        setText(suggestion.description);
        void getPlaceDetails(suggestion.placeId)
          .then((place) => onPick({ lat: place.lat, lng: place.lng, name: suggestion.description }))
          .catch((error: unknown) => {
            for (const message of errorMessages(error)) notify.error(message);
          });
      }}
    />
  );
}
