/**
 * The saved-addresses modal (a lazy chunk): pick one of the customer's addresses with radio cards (limited
 * to the store's zone when one is given), or add a new one; Cancel and Select. The list scrolls within 40vh.
 * A guest sees the addresses kept on this device instead (never sent to the server).
 */
import { lazy, Suspense, useState } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useLiveQuery } from '@/lib/db-hooks';
import { useQuery } from '@/lib/query';
import { addressesQueryOptions, type SavedAddress } from '../api';
import { addressesInZone } from '../rules';
import { listGuestAddresses } from '../storage';
import type { AddressFormResult } from '../types';
import { addressTitle } from './address-title';
import * as styles from './addresses.css';

const AddressFormDialog = lazy(() => import('./address-form-dialog'));

export interface SavedAddressesDialogProps {
  /** The store's zone: only addresses inside it can be chosen. */
  storeZoneId?: number | null;
  onClose: () => void;
  /** A saved address, or one entered just now without saving it. */
  onSelect: (address: SavedAddress | AddressFormResult['address']) => void | Promise<unknown>;
}

export default function SavedAddressesDialog({ storeZoneId, onClose, onSelect }: SavedAddressesDialogProps) {
  const session = useSession();
  const query = useQuery(addressesQueryOptions(session.token));
  const isGuest = session.token === null;
  const guestAddresses = useLiveQuery(() => (isGuest ? listGuestAddresses() : []), [isGuest]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // An address saved from here is chosen once the refreshed list has it.
  const [added, setAdded] = useState<{ address: string; type: string } | null>(null);
  const [pending, setPending] = useState(false);
  const pick = (address: SavedAddress | AddressFormResult['address']) => {
    setPending(true);
    void Promise.resolve(onSelect(address)).finally(() => setPending(false));
  };
  const all: SavedAddress[] = isGuest ? (guestAddresses ?? []) : (query.data ?? []);
  const usable = addressesInZone(all, storeZoneId);
  const justAdded = added ? usable.find((address) => address.address === added.address && address.address_type === added.type) : undefined;
  const value = chosen ?? (justAdded ? String(justAdded.id) : null);
  const selected = usable.find((address) => String(address.id) === value) ?? null;

  const renderList = (addresses: SavedAddress[]) =>
    usable.length === 0 ? (
      <EmptyState icon="pin" headingLevel={3} title={addresses.length === 0 ? t('addresses.noneYet') : t('addresses.noneToSelect')} />
    ) : (
      <div className={styles.pickList}>
        <RadioGroup
          label={t('addresses.savedAddresses')}
          hideLabel
          appearance="cards"
          value={value}
          onChange={setChosen}
          options={usable.map((address) => ({ value: String(address.id), label: addressTitle(address.address_type), description: address.address }))}
        />
      </div>
    );

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={t('addresses.savedAddresses')}
        size="md"
        footer={
          <>
            <Button variant="ghost" icon="plus" onPress={() => setAdding(true)}>
              {t('addresses.addNew')}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {t('common.cancel')}
            </Button>
            <Button isDisabled={selected === null} isPending={pending} onPress={() => selected && pick(selected)}>
              {t('common.select')}
            </Button>
          </>
        }
      >
        {isGuest ? (
          guestAddresses === undefined ? null : renderList(guestAddresses)
        ) : (
          <QueryView query={query}>{(addresses) => renderList(addresses)}</QueryView>
        )}
      </Dialog>
      {adding ? (
        <Suspense fallback={null}>
          <AddressFormDialog
            allowUnsaved
            onClose={() => setAdding(false)}
            onDone={(result) => {
              setAdding(false);
              if (result.saved) {
                setChosen(null);
                setAdded({ address: result.address.address, type: result.address.address_type });
              } else pick(result.address);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
