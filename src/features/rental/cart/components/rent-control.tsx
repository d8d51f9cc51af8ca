/**
 * The card's "Rent" button, which becomes a quantity stepper once the vehicle is in the cart: minus turns
 * into remove at one unit (or when no unit is free), plus stops at the free units with the spec's message.
 */
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Stepper } from '@/components/ui/stepper/stepper';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useRentalCartState } from '../cart-state';
import type { CartProvider, CartVehicle } from '../model';
import { minusRemoves } from '../plan';

// What the buttons do (dialogs, the outbox) loads on first press, not with every listing page.
const actions = () => import('../actions');

export function RentControl({ vehicle, provider }: { vehicle: CartVehicle; provider: CartProvider }) {
  const cart = useRentalCartState();
  const [busy, setBusy] = useState(false);
  const line = cart.lineFor(vehicle.id);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };

  if (line) {
    const free = line.vehicle.total_vehicle_count;
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Stepper
          value={line.quantity}
          itemLabel={vehicle.name}
          minusRemoves={minusRemoves(line.quantity, free)}
          onIncrement={() => run(async () => (await actions()).increment(vehicle.id))}
          onDecrement={() => run(async () => (await actions()).decrement(vehicle.id))}
          isPending={busy}
        />
        {line.state === 'pending' ? <Badge tone="caution">{t('rental.pending')}</Badge> : null}
        {line.state === 'needs-decision' ? <Badge tone="critical">{t('rental.needsDecision')}</Badge> : null}
      </span>
    );
  }

  return (
    <PlainButton
      onPress={() =>
        run(async () => {
          const { tripForCart } = await import('../trip-for-cart');
          const plan = tripForCart();
          if ('problem' in plan) {
            notify.warning(t(plan.problem));
            return;
          }
          await (await actions()).rent(vehicle, provider, plan.trip);
        })
      }
      isPending={busy}
      aria-label={`${t('rental.rent')} ${vehicle.name}`}
    >
      {t('rental.rent')}
    </PlainButton>
  );
}
