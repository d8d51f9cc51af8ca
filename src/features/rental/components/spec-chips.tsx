/** The vehicle's specification chips. */
import { Badge } from '@/components/ui/badge/badge';
import { t, tp } from '@/lib/i18n';
import { row } from '@/styles/layout.css';
import type { Vehicle } from '../api/structs';
import { hasAc, labelOf } from './vehicle-facts';

export function SpecChips({ vehicle }: { vehicle: Vehicle }) {
  const chips = [
    tp('rental.seatsCount', Number(vehicle.seating_capacity) || 0),
    hasAc(vehicle) ? t('rental.ac') : t('rental.nonAc'),
    ...(['transmission', 'fuel', 'type'] as const).map((kind) => {
      const label = labelOf(kind, kind === 'transmission' ? vehicle.transmission_type : kind === 'fuel' ? vehicle.fuel_type : vehicle.type);
      return label.key ? t(label.key) : label.text;
    }),
    vehicle.engine_capacity ? t('rental.engine', { cc: vehicle.engine_capacity }) : null,
    vehicle.engine_power ? t('rental.power', { hp: vehicle.engine_power }) : null,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <ul aria-label={t('rental.specifications')} className={row}>
      {chips.map((chip) => (
        <li key={chip}>
          <Badge>{chip}</Badge>
        </li>
      ))}
    </ul>
  );
}
