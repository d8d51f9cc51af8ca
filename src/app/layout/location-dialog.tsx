/**
 * The location dialog: saved addresses for signed-in customers (or the hint to sign in), then the current
 * location, a map pick or a place search. A saved address becomes the location at once (text, coordinates,
 * zones) and closes the dialog; the other ways resolve the zone and return home.
 */
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SavedAddressesEntry } from '@/features/addresses/components/saved-addresses-entry';
import { addressSelectedMessage, storeAddressAsLocation, type LocatedAddress } from '@/features/addresses/select';
import { LocationChooser } from '@/features/bootstrap/components/location-chooser';
import { chooseLocation } from '@/features/bootstrap/location';
import { isApiError } from '@/lib/api-error';
import { mayChangeLocation } from '@/lib/location-guard';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessages } from '@/lib/query-client';
import { getSession } from '@/lib/session';

const SavedAddressesDialog = lazy(() => import('@/features/addresses/components/saved-addresses-dialog'));

/**
 * Resolves the address's zones afresh (zone details and the module check come with it); offline, the zone
 * ids saved with the address are used. Returns whether the module is still offered there.
 */
async function applyAddress(address: LocatedAddress): Promise<{ ok: boolean; moduleKept: boolean }> {
  const moduleType = getSession().module?.module_type;
  try {
    const result = await chooseLocation({ lat: address.latitude, lng: address.longitude, address: address.address });
    if (!result) return { ok: false, moduleKept: true };
    notify.success(t(addressSelectedMessage(moduleType)));
    return { ok: true, moduleKept: result.moduleStillAvailable };
  } catch (error) {
    const offline = isApiError(error) && error.isAmbiguous;
    if (offline && address.zone_ids.length > 0 && !(await mayChangeLocation({ zoneIds: [...address.zone_ids], location: address.address }))) return { ok: false, moduleKept: true };
    if (offline && storeAddressAsLocation(address)) {
      notify.success(t(addressSelectedMessage(moduleType)));
      return { ok: true, moduleKept: true };
    }
    notify.error(isApiError(error) && error.code === 'coordinates' ? t('bootstrap.noZone') : (errorMessages(error)[0] ?? t('common.genericError')));
    return { ok: false, moduleKept: true };
  }
}

export default function LocationDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('bootstrap.changeLocation')} size="md">
        <SavedAddressesEntry onOpen={() => setPicking(true)} />
        <LocationChooser onChosen={() => onDone()} />
      </Dialog>
      {picking ? (
        <Suspense fallback={null}>
          <SavedAddressesDialog
            onClose={() => setPicking(false)}
            onSelect={async (address) => {
              const result = await applyAddress(address);
              if (!result.ok) return;
              setPicking(false);
              if (result.moduleKept) onClose();
              else onDone();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
