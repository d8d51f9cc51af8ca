/** The cart's vehicle lines: photo, name, provider, price as shown, stepper, and the sync state of each line. */
import { Badge } from '@/components/ui/badge/badge';
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { Stepper } from '@/components/ui/stepper/stepper';
import { t } from '@/lib/i18n';
import { displayLineTotal } from '../../pricing';
import { decrement, increment } from '../actions';
import { openRentalCartDialog } from '../dialog-store';
import type { RentalCartLine, TripData } from '../model';
import { minusRemoves } from '../plan';
import * as styles from '../components/cart.css';

function measure(trip: TripData | null) {
  return { tripType: trip?.rentalType ?? 'hourly', estimatedHours: trip?.estimatedHours ?? 0, distance: trip?.distance ?? 0 } as const;
}

export function RentalCartLines({ lines, trip }: { lines: RentalCartLine[]; trip: TripData | null }) {
  return (
    <ul className={styles.lines} aria-label={t('rental.cartTitle')}>
      {lines.map((line) => {
        const shown = displayLineTotal(line.vehicle, measure(trip), line.quantity);
        const removes = minusRemoves(line.quantity, line.vehicle.total_vehicle_count);
        return (
          <li key={line.vehicleId} className={styles.line}>
            <Picture src={line.vehicle.thumbnail_full_url} alt="" ratio="3 / 2" width={72} height={48} className={styles.lineImage} />
            <div className={styles.lineBody}>
              <span className={styles.lineName}>{line.vehicle.name}</span>
              <span>{line.provider.name}</span>
              <div className={styles.lineFooter}>
                <Price amount={shown.total} original={shown.original > shown.total ? shown.original : null} />
                <Stepper
                  value={line.quantity}
                  itemLabel={line.vehicle.name}
                  minusRemoves={removes}
                  onIncrement={() => void increment(line.vehicleId)}
                  onDecrement={() => (removes ? openRentalCartDialog({ kind: 'remove', vehicleId: line.vehicleId, name: line.vehicle.name }) : void decrement(line.vehicleId))}
                />
              </div>
              {line.state === 'pending' ? <Badge tone="caution">{t('rental.pending')}</Badge> : null}
              {line.state === 'needs-decision' ? <Badge tone="critical">{t('rental.needsDecision')}</Badge> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
