/** Search filters: sort, top rated, category, brand, seats, AC, transmission, type, fuel, price range. */
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { useVehicleBrands, useVehicleCategories } from '../api/catalog';
import { FUELS, TRANSMISSIONS, VEHICLE_TYPES } from '../components/vehicle-facts';
import { EMPTY_FILTERS, type ScreenFilters } from './use-vehicle-search';
import * as styles from './vehicle-search.css';

const SEAT_RANGES = ['1-4', '5-7', '8-13', '14-1000'] as const;
const ANY = '';

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

export function FiltersPanel({ filters, onChange, priceBounds }: { filters: ScreenFilters; onChange: (next: ScreenFilters) => void; priceBounds: { min: number; max: number } }) {
  const categories = useVehicleCategories();
  const brands = useVehicleBrands();
  const set = (patch: Partial<ScreenFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className={styles.filters}>
      <Select
        label={t('rental.sort')}
        value={filters.sort ?? 'none'}
        options={[
          { id: 'none', label: t('rental.sortDefault') },
          { id: 'asc', label: t('rental.sortAsc') },
          { id: 'desc', label: t('rental.sortDesc') },
        ]}
        onChange={(value) => set({ sort: value === 'asc' || value === 'desc' ? value : null })}
      />
      <Checkbox plain isSelected={filters.topRated} onChange={(topRated) => set({ topRated })}>
        {t('rental.topRatedOnly')}
      </Checkbox>
      <Select
        label={t('rental.category')}
        value={filters.categoryIds[0] ? String(filters.categoryIds[0]) : 'all'}
        options={[{ id: 'all', label: t('rental.allCategories') }, ...(categories.data ?? []).map((category) => ({ id: String(category.id), label: category.name }))]}
        onChange={(value) => set({ categoryIds: value === 'all' ? [] : [Number(value)] })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('rental.brand')}</legend>
        {(brands.data ?? []).map((brand) => (
          <Checkbox plain key={brand.id} isSelected={filters.brandIds.includes(brand.id)} onChange={() => set({ brandIds: toggle(filters.brandIds, brand.id) })}>
            {brand.name}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('rental.seats')}</legend>
        {SEAT_RANGES.map((range) => (
          <Checkbox plain key={range} isSelected={filters.seating.includes(range)} onChange={() => set({ seating: toggle(filters.seating, range) })}>
            {t(`rental.seatRanges.${range}`)}
          </Checkbox>
        ))}
      </fieldset>
      <RadioGroup
        plain
        label={t('rental.airCondition')}
        value={filters.ac ?? 'any'}
        onChange={(value) => set({ ac: value === 'ac' || value === 'non_ac' ? value : null })}
        options={[
          { value: 'any', label: t('rental.anyOption') },
          { value: 'ac', label: t('rental.ac') },
          { value: 'non_ac', label: t('rental.nonAc') },
        ]}
      />
      <Select
        label={t('rental.transmission')}
        value={filters.transmission || 'any'}
        options={[{ id: 'any', label: t('rental.anyOption') }, ...TRANSMISSIONS.map((code) => ({ id: code, label: t(`rental.transmissions.${code}`) }))]}
        onChange={(value) => set({ transmission: value === 'any' ? ANY : value })}
      />
      <Select
        label={t('rental.vehicleType')}
        value={filters.vehicleType || 'any'}
        options={[{ id: 'any', label: t('rental.anyOption') }, ...VEHICLE_TYPES.map((code) => ({ id: code, label: t(`rental.vehicleTypes.${code}`) }))]}
        onChange={(value) => set({ vehicleType: value === 'any' ? ANY : value })}
      />
      <Select
        label={t('rental.fuel')}
        value={filters.fuel || 'any'}
        options={[{ id: 'any', label: t('rental.anyOption') }, ...FUELS.map((code) => ({ id: code, label: t(`rental.fuels.${code}`) }))]}
        onChange={(value) => set({ fuel: value === 'any' ? ANY : value })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('rental.priceRange')}</legend>
        <div className={styles.priceRow}>
          <TextField plain label={t('rental.minPrice')} type="number" inputMode="decimal" placeholder={String(priceBounds.min)} value={filters.minPrice ? String(filters.minPrice) : ''} onChange={(value) => set({ minPrice: Math.max(0, Number(value) || 0) })} />
          <TextField plain label={t('rental.maxPrice')} type="number" inputMode="decimal" placeholder={String(priceBounds.max)} value={filters.maxPrice ? String(filters.maxPrice) : ''} onChange={(value) => set({ maxPrice: Math.max(0, Number(value) || 0) })} />
        </div>
      </fieldset>
      <Button plain variant="secondary" onPress={() => onChange({ ...EMPTY_FILTERS, name: filters.name })}>
        {t('rental.clearFilters')}
      </Button>
    </div>
  );
}
