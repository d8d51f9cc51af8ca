/** The cart's confirmation dialogs (spec §4 rental) and the decision dialog for refused changes. */
import { useState } from 'react';
import { ConfirmDialogOnDemand as ConfirmDialog } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { Picture } from '@/components/ui/picture/picture';
import { t, tp } from '@/lib/i18n';
import { confirmRentalDialog, discardRefused } from '../actions';
import { getRentalCartState } from '../cart-state';
import { closeRentalCartDialog, useRentalCartDialog, type RentalCartDialog } from '../dialog-store';
import { changeOf } from '../handlers';
import { fromWireType } from '../../trip-params';
import * as styles from './cart.css';

/** Why the server did not keep a change, in the customer's language, when the reason is known. */
function refusalMessage(dialog: Extract<RentalCartDialog, { kind: 'decision' }>): string | null {
  const change = changeOf(dialog.entry);
  if (change.kind !== 'rental.add') return null;
  const names = { name: change.vehicle.name, provider: change.provider.name, pickup: change.trip.pickupLocation?.location_name ?? '' };
  switch (dialog.entry.problem?.reason) {
    case 'not-kept-area':
      return t('rental.refusal.notKeptArea', names);
    case 'not-kept':
    case 'out-of-zone':
      return t('rental.refusal.notKept', names);
    case 'provider-closed':
      return t('rental.refusal.providerClosed', names);
    case 'no-free-unit':
      return t('rental.refusal.noFreeUnit', names);
    case 'vehicle-unsupported':
      return t('rental.refusal.unsupported', names);
    default:
      return null;
  }
}

const typeName = (type: 'hourly' | 'day_wise' | 'distance_wise') => t(`rental.tripKinds.${fromWireType(type)}`);

function texts(dialog: RentalCartDialog): { title: string; message: string; confirm: string; cancel?: string; tone?: 'danger' } {
  switch (dialog.kind) {
    case 'provider-conflict':
      return { title: t('rental.providerConflictTitle'), message: t('rental.providerConflict'), confirm: t('rental.replace'), cancel: t('rental.keepCart'), tone: 'danger' };
    case 'trip-type-change':
      return { title: t('rental.tripTypeChangeTitle'), message: t('rental.tripTypeChange', { from: typeName(dialog.from), to: typeName(dialog.to) }), confirm: t('rental.changeTripType') };
    case 'duration-change':
      return { title: t('rental.durationChangeTitle'), message: t('rental.durationChange', { n: Math.round(dialog.hours * 100) / 100 }), confirm: t('rental.update') };
    case 'distance-change':
      return { title: t('rental.durationChangeTitle'), message: t('rental.distanceChange', { km: dialog.km.toFixed(3) }), confirm: t('rental.update') };
    case 'vehicle-list':
      return {
        title: t('rental.vehicleListTitle'),
        message: dialog.vehicleIds.length === 1 ? t('rental.vehicleListWarning') : t('rental.vehicleListWarningMany', { count: dialog.vehicleIds.length }),
        confirm: t('rental.removeAndContinue'),
        tone: 'danger',
      };
    case 'instant-only':
      return { title: t('rental.instantOnlyTitle'), message: t('rental.instantOnly', { provider: dialog.provider.name, vehicle: dialog.vehicle.name }), confirm: t('rental.pickupNow') };
    case 'remove':
      return { title: t('rental.removeVehicleTitle'), message: t('rental.removeVehicle', { name: dialog.name }), confirm: t('common.remove'), tone: 'danger' };
    case 'decision': {
      const change = changeOf(dialog.entry);
      return {
        title: change.kind === 'rental.add' ? t('rental.notAddedTitle', { name: change.vehicle.name }) : t('rental.decisionTitle'),
        message: refusalMessage(dialog) ?? (dialog.entry.problem?.messages.join(' ') || t('common.genericError')),
        confirm: t('rental.tryAgain'),
        cancel: t('rental.discard'),
      };
    }
    case 'location-change':
      return {
        title: t('rental.locationChangeTitle'),
        message: t('rental.locationChange', { pickup: dialog.pickup, location: dialog.location, vehicles: tp('rental.vehiclesCount', dialog.count) }),
        confirm: t('rental.locationChangeConfirm'),
        cancel: t('rental.locationChangeKeep'),
        tone: 'danger',
      };
  }
}

function refusedClientId(dialog: RentalCartDialog): string | undefined {
  if (dialog.kind === 'decision') return dialog.entry.clientId;
  return 'clientId' in dialog ? dialog.clientId : undefined;
}

export default function RentalCartDialogs() {
  const dialog = useRentalCartDialog();
  const [pending, setPending] = useState(false);
  if (!dialog) return null;
  const text = texts(dialog);
  const refused = refusedClientId(dialog);
  const lines = getRentalCartState().cart.lines;
  return (
    <ConfirmDialog
      isOpen
      title={text.title}
      message={text.message}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      tone={text.tone}
      isPending={pending}
      onCancel={() => {
        // Declining a change the server refused drops it; declining a local question just closes.
        if (dialog.kind === 'location-change') dialog.answer(false);
        if (refused) void discardRefused(refused);
        else closeRentalCartDialog();
      }}
      onConfirm={() => {
        setPending(true);
        void confirmRentalDialog(dialog).finally(() => setPending(false));
      }}
    >
      {dialog.kind === 'vehicle-list' ? (
        <ul className={styles.dialogList}>
          {dialog.vehicleIds.map((id) => {
            const line = lines.find((entry) => entry.vehicleId === id);
            return (
              <li key={id} className={styles.dialogItem}>
                <Picture src={line?.vehicle.thumbnail_full_url} alt="" ratio="3 / 2" width={60} height={40} className={styles.thumb} />
                <span>{line?.vehicle.name ?? `#${id}`}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </ConfirmDialog>
  );
}
