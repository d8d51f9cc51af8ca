/** Choose a location: use the device position, pick a point on a map, or search a place. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { Combobox } from '@/components/ui/combobox/combobox';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Icon } from '@/components/ui/icon/icon';
import { MapView } from '@/components/ui/map/map';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import type { LocationResult } from '../location';
import { useLocationChooser } from '../use-location-chooser';
import * as styles from './location-chooser.css';

const DUBAI = { lat: 25.1985, lng: 55.2796 };

export function LocationChooser({ onChosen }: { onChosen: (result: LocationResult, address: string) => void }) {
  const chooser = useLocationChooser(onChosen);
  const config = useConfig();
  const session = useSession();
  const [mapOpen, setMapOpen] = useState(false);
  const start = session.latLng ?? config.data?.default_location ?? DUBAI;
  const [point, setPoint] = useState(start);
  const busy = chooser.status !== 'idle';

  return (
    <div className={styles.chooser}>
      <Combobox
        label={t('bootstrap.searchPlace')}
        placeholder={t('bootstrap.searchPlacePlaceholder')}
        items={chooser.suggestions.map((place) => ({ id: place.placeId, label: place.mainText, secondary: place.secondaryText }))}
        inputValue={chooser.searchText}
        onInputChange={chooser.setSearchText}
        onSelect={(item) => {
          const suggestion = chooser.suggestions.find((place) => place.placeId === item.id);
          if (suggestion) void chooser.chooseSuggestion(suggestion);
        }}
        isLoading={chooser.isSearching}
        loadingText={t('common.loading')}
        emptyText={t('bootstrap.noPlaces')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void chooser.useCurrentLocation()} isPending={chooser.status === 'locating'} isDisabled={busy}>
          <Icon name="crosshair" />
          {t('bootstrap.useCurrentLocation')}
        </Button>
        <Button variant="secondary" onPress={() => setMapOpen(true)} isDisabled={busy}>
          <Icon name="map" />
          {t('bootstrap.pickFromMap')}
        </Button>
      </div>
      {chooser.status === 'resolving' ? (
        <p role="status" className={styles.status}>
          {t('bootstrap.resolvingZone')}
        </p>
      ) : null}
      {chooser.error ? (
        <p role="alert" className={styles.error}>
          {chooser.error}
        </p>
      ) : null}
      <Dialog
        isOpen={mapOpen}
        onOpenChange={setMapOpen}
        title={t('bootstrap.mapPickerTitle')}
        size="lg"
        footer={
          <Button
            onPress={() => {
              setMapOpen(false);
              void chooser.choosePoint(point.lat, point.lng);
            }}
          >
            {t('bootstrap.confirmLocation')}
          </Button>
        }
      >
        <p className={styles.status}>{t('bootstrap.mapPickerHint')}</p>
        <MapView label={t('bootstrap.mapPickerTitle')} center={start} zoom={config.data?.default_location ? 13 : 12} height={360} pickCenter onCenterChange={(center) => setPoint(center)} />
      </Dialog>
    </div>
  );
}
