/**
 * A parcel's sender or receiver: the place (search, map, address text), the contact (name, phone, and an
 * email for a guest sender) and the optional house, floor and road. Errors show once the customer tried to go
 * on; the words come from the parcel namespace.
 */
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import type { ParcelParty, PartyProblems } from '../draft';
import { PlaceField } from './place-field';
import * as styles from './wizard.css';

const PROBLEM_TEXT = {
  name: { required: 'parcel.errors.nameRequired', invalid: 'parcel.errors.nameRequired' },
  phone: { required: 'parcel.errors.phoneRequired', invalid: 'parcel.errors.phoneInvalid' },
  email: { required: 'parcel.errors.emailRequired', invalid: 'parcel.errors.emailInvalid' },
  address: { required: 'parcel.errors.addressRequired', invalid: 'parcel.errors.addressRequired' },
} as const;

export function PartyForm({
  role,
  party,
  onChange,
  problems,
  withEmail,
  addressActions,
  extraAddressError,
}: {
  role: 'sender' | 'receiver';
  party: ParcelParty;
  onChange: (party: ParcelParty) => void;
  /** Shown only after a first attempt to go on. */
  problems: PartyProblems | null;
  withEmail: boolean;
  addressActions?: ReactNode;
  extraAddressError?: string | null;
}) {
  const error = (field: keyof PartyProblems) => {
    const problem = problems?.[field];
    return problem ? t(PROBLEM_TEXT[field][problem]) : null;
  };
  const set = <K extends keyof ParcelParty>(key: K, value: ParcelParty[K]) => onChange({ ...party, [key]: value });
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(role === 'sender' ? 'parcel.pickupPlace' : 'parcel.dropOffPlace')}</legend>
        {addressActions}
        <PlaceField
          label={t(role === 'sender' ? 'parcel.searchPickup' : 'parcel.searchDropOff')}
          mapLabel={t(role === 'sender' ? 'parcel.pickupMap' : 'parcel.dropOffMap')}
          value={{ address: party.address, lat: party.lat, lng: party.lng }}
          onChange={(place) => onChange({ ...party, ...place, addressId: null })}
          errorMessage={error('address') ?? extraAddressError ?? null}
        />
        <div className={styles.threeColumns}>
          <TextField label={t('parcel.house')} maxLength={100} value={party.house} onChange={(value) => set('house', value)} />
          <TextField label={t('parcel.floor')} maxLength={100} value={party.floor} onChange={(value) => set('floor', value)} />
          <TextField label={t('parcel.road')} maxLength={100} value={party.road} onChange={(value) => set('road', value)} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(role === 'sender' ? 'parcel.senderContact' : 'parcel.receiverContact')}</legend>
        <div className={styles.twoColumns}>
          <TextField
            label={t(role === 'sender' ? 'parcel.senderName' : 'parcel.receiverName')}
            isRequired
            autoComplete={role === 'sender' ? 'name' : 'off'}
            maxLength={100}
            value={party.name}
            onChange={(value) => set('name', value)}
            errorMessage={error('name')}
          />
          <TextField
            label={t(role === 'sender' ? 'parcel.senderPhone' : 'parcel.receiverPhone')}
            isRequired
            type="tel"
            inputMode="tel"
            autoComplete={role === 'sender' ? 'tel' : 'off'}
            maxLength={20}
            value={party.phone}
            onChange={(value) => set('phone', value)}
            errorMessage={error('phone')}
          />
        </div>
        {withEmail ? <TextField label={t('parcel.senderEmail')} isRequired type="email" autoComplete="email" maxLength={255} value={party.email} onChange={(value) => set('email', value)} errorMessage={error('email')} /> : null}
      </fieldset>
    </div>
  );
}
