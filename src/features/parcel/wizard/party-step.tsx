/**
 * Steps 2 and 3: the sender (pickup) and the receiver (drop-off). Either can come from a saved address (the
 * customer's, or this device's for a guest) or be typed and placed on the map. A guest sender also leaves an
 * email, the order's contact. The drop-off cannot be the pickup point.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { partyProblems, samePlace, type ParcelParty } from '../draft';
import { PartyForm } from '../components/party-form';
import { useParcelSeam, type SeamAddress } from '../seam';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

const fromAddress = (party: ParcelParty, address: SeamAddress): ParcelParty => ({
  ...party,
  address: address.address,
  lat: address.latitude,
  lng: address.longitude,
  house: address.house,
  floor: address.floor,
  road: address.road,
  addressId: address.id,
  name: address.contact_person_name || party.name,
  phone: address.contact_person_number || party.phone,
});

export function PartyStep({ role, draft, update, isGuest, onNext, onBack }: StepProps & { role: 'sender' | 'receiver' }) {
  const { AddressPicker } = useParcelSeam();
  const [tried, setTried] = useState(false);
  const [picking, setPicking] = useState(false);
  const party = draft[role];
  const withEmail = role === 'sender' && isGuest;
  const problems = partyProblems(party, withEmail);
  const clash = role === 'receiver' && samePlace(draft.sender, party);
  const setParty = (next: ParcelParty) => update({ ...draft, [role]: next });
  return (
    <StepForm
      label={t(role === 'sender' ? 'parcel.steps.sender' : 'parcel.steps.receiver')}
      onBack={onBack}
      onContinue={() => {
        setTried(true);
        if (Object.keys(problems).length === 0 && !clash) onNext();
      }}
    >
      <PartyForm
        role={role}
        party={party}
        onChange={setParty}
        problems={tried ? problems : null}
        withEmail={withEmail}
        extraAddressError={tried && clash ? t('parcel.errors.samePlace') : null}
        addressActions={
          <Button variant="secondary" size="sm" icon="home" onPress={() => setPicking(true)}>
            {t('parcel.useSavedAddress')}
          </Button>
        }
      />
      {picking ? (
        <AddressPicker
          onClose={() => setPicking(false)}
          onSelect={(address) => {
            setParty(fromAddress(party, address));
            setPicking(false);
          }}
        />
      ) : null}
    </StepForm>
  );
}
