/**
 * Talon for the address form: field values, the map point (moved by the map, a place search or the device
 * position, each filling the address text), validation with the spec's messages, and the submission:
 * a signed-in customer's address is created or updated on the server; a guest's is kept on this device and
 * never sent; an address not to be saved is only handed back for the current pick.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { reverseGeocode } from '@/api/places';
import { useSession } from '@/hooks/use-session';
import { t, type TranslationKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { phoneCountryFor, usePhoneCountry } from '@/lib/phone-country';
import { useMutation, useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { parseZoneIds } from '@/lib/session';
import { addAddress, addressKeys, updateAddress, type AddressBody } from './api';
import { locateDevice } from './locate';
import { countryFor, PHONE_COUNTRIES } from './phone-countries';
import { addressTypeOf, composePhone, labelStateOf, splitPhone, SELECTED_ADDRESS_TYPE, type AddressLabel } from './rules';
import type { AddressFormResult, AddressRecord } from './types';
import { validateAddress, type FieldErrors } from './validation';

const FALLBACK_POINT = { lat: 25.1985, lng: 55.2796 };

export interface AddressFormValues {
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  label: AddressLabel;
  customLabel: string;
  road: string;
  house: string;
  floor: string;
  additional: string;
  save: boolean;
}

function initialValues(editing: AddressRecord | null, dialCodes: string[]): { values: AddressFormValues; dial: string | null } {
  const { label, customLabel } = editing ? labelStateOf(editing.address_type) : { label: 'home' as const, customLabel: '' };
  const phone = splitPhone(editing?.contact_person_number ?? '', dialCodes);
  return {
    dial: phone.dialCode,
    values: {
      address: editing?.address ?? '',
      contactName: editing?.contact_person_name ?? '',
      contactPhone: phone.number,
      contactEmail: editing?.contact_person_email ?? '',
      label,
      customLabel,
      road: editing?.road ?? '',
      house: editing?.house ?? '',
      floor: editing?.floor ?? '',
      additional: editing?.additional_information ?? '',
      save: true,
    },
  };
}

export interface UseAddressFormOptions {
  editing: AddressRecord | null;
  /** Offer "Save this Address"; unticked, the address is only handed back (for picking it now). */
  allowUnsaved: boolean;
  onDone: (result: AddressFormResult) => void;
}

export function useAddressForm({ editing, allowUnsaved, onDone }: UseAddressFormOptions) {
  const session = useSession();
  const config = useConfig();
  const queryClient = useQueryClient();
  const isGuest = session.token === null;
  const countryPicker = config.data?.country_picker_status === 1;
  const [initial] = useState(() => initialValues(editing, PHONE_COUNTRIES.map((country) => country.dial)));
  const [values, setValues] = useState(initial.values);
  const [dial, setDial] = useState<string | null>(initial.dial);
  const start = editing ? { lat: editing.latitude, lng: editing.longitude } : (session.latLng ?? config.data?.default_location ?? FALLBACK_POINT);
  const [point, setPoint] = useState(start);
  const [mapCenter, setMapCenter] = useState(start);
  const [errors, setErrors] = useState<FieldErrors<'address' | 'contactName' | 'contactPhone' | 'contactEmail'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const chosenCountry = usePhoneCountry();
  const dialCode = dial ?? countryFor(phoneCountryFor({ picker: countryPicker, chosen: chosenCountry, operator: config.data?.country })).dial;

  const fillAddressFrom = (lat: number, lng: number) => {
    void reverseGeocode(lat, lng)
      .then((text) => setValues((current) => ({ ...current, address: text })))
      .catch(() => undefined);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (body: AddressBody) => {
      if (isGuest) {
        const { saveGuestAddress } = await import('./storage');
        await saveGuestAddress({ ...body, contact_person_email: values.contactEmail.trim() }, parseZoneIds(session.zoneId) ?? [], editing?.id);
        return { message: t('addresses.savedOnDevice'), zoneIds: parseZoneIds(session.zoneId) ?? [] };
      }
      if (editing) {
        const answer = await updateAddress(editing.id, body);
        return { message: answer.message, zoneIds: answer.zone_id ? [answer.zone_id] : [...editing.zone_ids] };
      }
      const answer = await addAddress(body);
      return { message: answer.message, zoneIds: answer.zone_ids };
    },
  });

  const set = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  return {
    isGuest,
    isEditing: editing !== null,
    allowUnsaved,
    countryPicker,
    dialCode,
    setDialCode: setDial,
    values,
    set,
    errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as TranslationKey)])) as Partial<Record<keyof typeof errors, string>>,
    formError,
    isPending: save.isPending,
    mapCenter,
    locating,
    onMapMove: (center: { lat: number; lng: number }) => {
      setPoint(center);
      fillAddressFrom(center.lat, center.lng);
    },
    onPlacePick: (place: { lat: number; lng: number; name: string }) => {
      setPoint({ lat: place.lat, lng: place.lng });
      setMapCenter({ lat: place.lat, lng: place.lng });
      set('address', place.name);
    },
    useCurrentLocation: () => {
      setLocating(true);
      setFormError(null);
      locateDevice()
        .then((position) => {
          setPoint(position);
          setMapCenter(position);
          fillAddressFrom(position.lat, position.lng);
        })
        .catch((key: TranslationKey) => setFormError(t(key)))
        .finally(() => setLocating(false));
    },
    submit: () => {
      setFormError(null);
      const found = validateAddress({ address: values.address, contactName: values.contactName, contactPhone: values.contactPhone, contactEmail: values.contactEmail }, isGuest);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const body: AddressBody = {
        address: values.address.trim(),
        address_type: addressTypeOf(values.label, values.customLabel),
        contact_person_name: values.contactName.trim(),
        contact_person_number: composePhone(dialCode, values.contactPhone),
        latitude: point.lat,
        longitude: point.lng,
        road: values.road.trim(),
        house: values.house.trim(),
        floor: values.floor.trim(),
        additional_information: values.additional.trim(),
      };
      const email = isGuest ? values.contactEmail.trim() : null;
      if (allowUnsaved && !values.save) {
        onDone({ saved: false, address: { ...body, id: null, address_type: SELECTED_ADDRESS_TYPE, contact_person_email: email, zone_ids: [] } });
        return;
      }
      save.mutate(body, {
        onSuccess: ({ message, zoneIds }) => {
          notify.success(message || t('addresses.savedOnDevice'));
          void queryClient.invalidateQueries({ queryKey: addressKeys.all });
          onDone({ saved: true, address: { ...body, id: editing?.id ?? null, contact_person_email: email, zone_ids: zoneIds } });
        },
        onError: (error) => setFormError(errorMessages(error).join(' ')),
      });
    },
  };
}

export type AddressFormTalon = ReturnType<typeof useAddressForm>;
