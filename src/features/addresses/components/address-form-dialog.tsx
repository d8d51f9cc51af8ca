/**
 * The address form in a modal (a lazy chunk): place search, a 236 px map with a centred pin and a
 * current-location button, the address and contact fields, "Label As", street, house, floor, additional
 * information and, where picking without saving makes sense, "Save this Address".
 */
import { useId } from 'react';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Dialog } from '@/components/ui/dialog/dialog';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { MapView } from '@/components/ui/map/map';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextAreaField, TextField } from '@/components/ui/text-field/text-field';
import { PlaceSearchField } from '@/components/location/place-search-field';
import { t } from '@/lib/i18n';
import { ADDRESS_LABELS } from '../rules';
import type { AddressFormResult, AddressRecord } from '../types';
import { useAddressForm } from '../use-address-form';
import { PhoneFields } from './phone-fields';
import * as styles from './addresses.css';

export interface AddressFormDialogProps {
  editing?: AddressRecord | null;
  allowUnsaved?: boolean;
  onClose: () => void;
  onDone: (result: AddressFormResult) => void;
}

export default function AddressFormDialog({ editing = null, allowUnsaved = false, onClose, onDone }: AddressFormDialogProps) {
  const form = useAddressForm({ editing, allowUnsaved, onDone });
  const formId = useId();
  const { values, errors, set } = form;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={form.isEditing ? t('addresses.editTitle') : t('addresses.addNew')}
      size="lg"
      isDismissable={!form.isPending}
      footer={
        <Button type="submit" form={formId} isPending={form.isPending}>
          {form.isEditing ? t('addresses.update') : t('addresses.add')}
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <PlaceSearchField label={t('bootstrap.searchPlace')} placeholder={t('bootstrap.searchPlacePlaceholder')} value="" onPick={form.onPlacePick} />
        <MapView
          label={t('addresses.map')}
          center={form.mapCenter}
          zoom={17}
          height={236}
          pickCenter
          onCenterChange={form.onMapMove}
          controls={<IconButton icon="crosshair" label={t('bootstrap.useCurrentLocation')} variant="secondary" size="sm" isPending={form.locating} onPress={form.useCurrentLocation} />}
        />
        <TextField label={t('addresses.address')} isRequired autoComplete="street-address" value={values.address} onChange={(value) => set('address', value)} errorMessage={errors.address} />
        <RadioGroup
          label={t('addresses.labelAs')}
          orientation="horizontal"
          value={values.label}
          onChange={(value) => set('label', value as (typeof ADDRESS_LABELS)[number])}
          options={ADDRESS_LABELS.map((label) => ({ value: label, label: t(`addresses.labels.${label}`) }))}
        />
        {values.label === 'other' ? <TextField label={t('addresses.labelName')} maxLength={100} value={values.customLabel} onChange={(value) => set('customLabel', value)} /> : null}
        <div className={styles.twoColumns}>
          <TextField label={t('addresses.contactName')} isRequired autoComplete="name" value={values.contactName} onChange={(value) => set('contactName', value)} errorMessage={errors.contactName} />
          <PhoneFields form={form} />
        </div>
        {form.isGuest ? (
          <TextField label={t('addresses.contactEmail')} type="email" inputMode="email" autoComplete="email" value={values.contactEmail} onChange={(value) => set('contactEmail', value)} errorMessage={errors.contactEmail} />
        ) : null}
        <div className={styles.threeColumns}>
          <TextField label={t('addresses.road')} value={values.road} onChange={(value) => set('road', value)} />
          <TextField label={t('addresses.house')} value={values.house} onChange={(value) => set('house', value)} />
          <TextField label={t('addresses.floor')} value={values.floor} onChange={(value) => set('floor', value)} />
        </div>
        <TextAreaField label={t('addresses.additional')} rows={2} value={values.additional} onChange={(value) => set('additional', value)} />
        {form.allowUnsaved ? (
          <Checkbox isSelected={values.save} onChange={(selected) => set('save', selected)}>
            {t('addresses.saveAddress')}
          </Checkbox>
        ) : null}
        {form.formError ? (
          <p role="alert" className={styles.alert}>
            {form.formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
