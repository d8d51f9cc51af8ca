/** Step 1 of a store application: name, address, zone, business type, location on the map, delivery times, tax, logo and cover. */
import { lazy, Suspense } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { Select } from '@/components/ui/select/select';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { partnerModulesOptions, partnerZonesOptions } from '../api/registration';
import { zoneCentre } from '../rules';
import type { StoreApplicationTalon } from '../use-store-application';
import { PictureField } from './picture-field';
import { problemText } from './person-fields';
import * as styles from './registration.css';

const MapView = lazy(() => import('@/components/ui/map/map').then((module) => ({ default: module.MapView })));

export function StoreDetailsStep({ talon }: { talon: StoreApplicationTalon }) {
  const zones = useQuery(partnerZonesOptions());
  const modules = useQuery({ ...partnerModulesOptions(talon.store.zoneId ?? 0), enabled: talon.store.zoneId !== null });
  const { store, problems } = talon;
  const error = (field: Parameters<StoreApplicationTalon['serverError']>[0]) => problemText(problems[field]) ?? talon.serverError(field) ?? undefined;
  return (
    <QueryView query={zones} loading={<Skeleton height="360px" />}>
      {(zoneList) => {
        const zone = zoneList.find((entry) => entry.id === store.zoneId);
        const start = zone ? zoneCentre(zone.formated_coordinates ?? []) : null;
        return (
        <div className={styles.grid}>
          <TextField label={t('partners.storeName')} isRequired maxLength={100} value={store.storeName} onChange={(storeName) => talon.setStore({ storeName })} errorMessage={error('storeName')} />
          <TextField label={t('partners.address')} isRequired maxLength={255} autoComplete="street-address" value={store.address} onChange={(address) => talon.setStore({ address })} errorMessage={error('address')} />
          <Select
            label={t('partners.zone')}
            isRequired
            placeholder={t('partners.zone')}
            options={zoneList.map((zone) => ({ id: String(zone.id), label: zone.display_name || zone.name }))}
            value={store.zoneId === null ? null : String(store.zoneId)}
            onChange={(id) => {
              const zone = zoneList.find((entry) => String(entry.id) === id);
              if (zone) talon.setStore({ zoneId: zone.id, location: zoneCentre(zone.formated_coordinates ?? []) });
            }}
            errorMessage={error('zoneId')}
          />
          <Select
            label={t('partners.module')}
            isRequired
            isDisabled={store.zoneId === null}
            placeholder={store.zoneId === null ? t('partners.chooseZoneFirst') : t('partners.module')}
            options={(modules.data ?? []).filter((module) => module.module_type !== 'parcel').map((module) => ({ id: String(module.id), label: module.module_name }))}
            value={store.moduleId === null ? null : String(store.moduleId)}
            onChange={(id) => talon.setStore({ moduleId: Number(id) })}
            errorMessage={error('moduleId')}
          />
          <div className={`${styles.picture} ${styles.wide}`}>
            <span className={styles.label}>{t('partners.location')} *</span>
            {/* Until a zone is chosen there is no map to move: say what unlocks it. */}
            <p className={styles.hint}>{start ? t('partners.locationHint') : t('partners.chooseZoneFirst')}</p>
            {start ? (
              <Suspense fallback={<Skeleton height="236px" />}>
                {/* The map starts at the zone's centre and reports where the customer leaves the pin. */}
                <MapView key={store.zoneId ?? 0} label={t('partners.locationMap')} center={start} zoom={13} height={236} pickCenter onCenterChange={(location) => talon.setStore({ location })} />
              </Suspense>
            ) : null}
            {error('location') ? (
              <p className={styles.error} role="alert">
                {error('location')}
              </p>
            ) : null}
          </div>
          <TextField label={t('partners.minTime')} isRequired inputMode="numeric" value={store.minTime} onChange={(minTime) => talon.setStore({ minTime })} errorMessage={error('minTime')} />
          <TextField label={t('partners.maxTime')} isRequired inputMode="numeric" value={store.maxTime} onChange={(maxTime) => talon.setStore({ maxTime })} errorMessage={error('maxTime')} />
          <TextField label={t('partners.tax')} inputMode="decimal" description={t('partners.taxHint')} value={store.tax} onChange={(tax) => talon.setStore({ tax })} errorMessage={error('tax')} />
          <span />
          <PictureField label={t('partners.logo')} hint={t('partners.pictureHint')} pictures={talon.logo} error={error('hasLogo')} required />
          <PictureField label={t('partners.cover')} hint={t('partners.coverHint')} pictures={talon.cover} error={talon.serverError('cover')} wideLook />
        </div>
        );
      }}
    </QueryView>
  );
}
