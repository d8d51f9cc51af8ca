/**
 * Where a parcel is picked up or dropped off: the place search the address form uses, and its map with the
 * centred pin; moving the map names the point under the pin (reverse geocoding), and the text stays editable
 * for a building name or landmark.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { reverseGeocode } from '@/api/places';
import { PlaceSearchField } from '@/components/location/place-search-field';
import { MapView } from '@/components/ui/map/map';
import { TextField } from '@/components/ui/text-field/text-field';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';

const FALLBACK_POINT = { lat: 25.2048, lng: 55.2708 };

export interface PlaceValue {
  address: string;
  lat: number | null;
  lng: number | null;
}

export function PlaceField({ label, mapLabel, value, onChange, errorMessage }: { label: string; mapLabel: string; value: PlaceValue; onChange: (value: PlaceValue) => void; errorMessage?: string | null }) {
  const session = useSession();
  const config = useConfig();
  const start = value.lat !== null && value.lng !== null ? { lat: value.lat, lng: value.lng } : (session.latLng ?? config.data?.default_location ?? FALLBACK_POINT);
  const [center, setCenter] = useState(start);
  return (
    <>
      <PlaceSearchField
        label={label}
        placeholder={t('parcel.searchPlace')}
        value=""
        onPick={(place) => {
          setCenter({ lat: place.lat, lng: place.lng });
          onChange({ address: place.name, lat: place.lat, lng: place.lng });
        }}
      />
      <MapView
        label={mapLabel}
        center={center}
        zoom={16}
        height={236}
        pickCenter
        onCenterChange={(point) => {
          onChange({ address: value.address, lat: point.lat, lng: point.lng });
          void reverseGeocode(point.lat, point.lng)
            .then((text) => onChange({ address: text, lat: point.lat, lng: point.lng }))
            .catch(() => undefined);
        }}
      />
      <TextField label={t('parcel.addressText')} isRequired autoComplete="street-address" maxLength={255} value={value.address} onChange={(address) => onChange({ ...value, address })} errorMessage={errorMessage} />
    </>
  );
}
