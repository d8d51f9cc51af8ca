/**
 * The store application, step by step: store details, the owner's account, then the plan and a review.
 * Each step is checked before the next opens; the server's refusals are shown under their fields and the
 * form returns to the first step with one. The answer says whether the store waits for review
 * (commission) or for a subscription package.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { getLanguage } from '@/lib/i18n';
import { useMutation } from '@/lib/query';
import { applyForStore, type StoreApplication } from './api/registration';
import { hasErrors, validatePerson, validateStore, type Errors, type PersonFields, type StoreFields } from './rules';
import { placeServerErrors } from './server-errors';
import { usePictures } from './use-picture';

export const STORE_STEPS = ['store', 'owner', 'review'] as const;
export type StoreStep = (typeof STORE_STEPS)[number];

type Field = keyof StoreFields | keyof PersonFields | 'cover' | 'plan';

const SERVER_FIELDS: Record<string, Field> = {
  translations: 'storeName',
  name: 'storeName',
  address: 'address',
  zone_id: 'zoneId',
  module_id: 'moduleId',
  latitude: 'location',
  longitude: 'location',
  minimum_delivery_time: 'minTime',
  maximum_delivery_time: 'maxTime',
  tax: 'tax',
  logo: 'hasLogo',
  cover_photo: 'cover',
  f_name: 'firstName',
  l_name: 'lastName',
  phone: 'phone',
  email: 'email',
  password: 'password',
  business_plan: 'plan',
};

const STEP_OF: Record<Field, StoreStep> = {
  storeName: 'store', address: 'store', zoneId: 'store', moduleId: 'store', location: 'store', minTime: 'store', maxTime: 'store', tax: 'store', hasLogo: 'store', cover: 'store',
  firstName: 'owner', lastName: 'owner', phone: 'owner', email: 'owner', password: 'owner', confirmPassword: 'owner', plan: 'review',
};

const EMPTY_STORE: StoreFields = { storeName: '', address: '', zoneId: null, moduleId: null, location: null, minTime: '30', maxTime: '45', tax: '', hasLogo: false };
const EMPTY_PERSON: PersonFields = { firstName: '', lastName: '', phone: '', email: '', password: '', confirmPassword: '' };

export function useStoreApplication() {
  const config = useConfig();
  const [step, setStep] = useState<StoreStep>('store');
  const [store, setStore] = useState<Omit<StoreFields, 'hasLogo'>>(EMPTY_STORE);
  const [owner, setOwner] = useState<PersonFields>(EMPTY_PERSON);
  const [plan, setPlan] = useState<'commission' | 'subscription'>('commission');
  const [shown, setShown] = useState<Errors<Field>>({});
  const [server, setServer] = useState<{ fields: Partial<Record<Field, string>>; message: string | null }>({ fields: {}, message: null });
  const logo = usePictures(1);
  const cover = usePictures(1);
  // Refusals are shown under their fields (or as the form's alert), not toasted.
  const submit = useMutation({ mutationFn: (application: StoreApplication) => applyForStore(application), meta: { silent: true } });

  const settings = config.data as (Record<string, unknown> & { admin_commission?: unknown }) | undefined;
  const offersSubscription = Number(settings?.subscription_business_model ?? 0) === 1;
  const offersCommission = Number(settings?.commission_business_model ?? 1) === 1;
  const storeErrors = () => validateStore({ ...store, hasLogo: logo.pictures.length > 0 });

  function next() {
    const errors = step === 'store' ? storeErrors() : step === 'owner' ? validatePerson(owner) : {};
    setShown(errors);
    if (hasErrors(errors)) return false;
    setStep(step === 'store' ? 'owner' : 'review');
    return true;
  }

  function back() {
    setShown({});
    setStep(step === 'review' ? 'owner' : 'store');
  }

  async function send() {
    const errors = { ...storeErrors(), ...validatePerson(owner) };
    const first = Object.keys(errors)[0] as Field | undefined;
    if (first) {
      setShown(errors);
      setStep(STEP_OF[first]);
      return;
    }
    setServer({ fields: {}, message: null });
    try {
      await submit.mutateAsync({
        storeName: store.storeName.trim(),
        address: store.address.trim(),
        language: getLanguage(),
        zoneId: store.zoneId!,
        moduleId: store.moduleId!,
        latitude: store.location!.lat,
        longitude: store.location!.lng,
        firstName: owner.firstName.trim(),
        lastName: owner.lastName.trim(),
        phone: owner.phone.trim(),
        email: owner.email.trim(),
        password: owner.password,
        minimumDeliveryTime: Number(store.minTime),
        maximumDeliveryTime: Number(store.maxTime),
        deliveryTimeType: 'minute',
        ...(store.tax.trim() ? { tax: Number(store.tax) } : {}),
        businessPlan: offersSubscription && plan === 'subscription' ? 'subscription' : 'commission',
        logo: logo.pictures[0]!.file,
        ...(cover.pictures[0] ? { cover: cover.pictures[0].file } : {}),
      });
    } catch (error) {
      const placed = placeServerErrors(error, SERVER_FIELDS);
      setServer(placed);
      const field = Object.keys(placed.fields)[0] as Field | undefined;
      if (field) setStep(STEP_OF[field]);
    }
  }

  const messageOf = (field: Field): string | null => server.fields[field] ?? null;
  return {
    step,
    stepNumber: STORE_STEPS.indexOf(step) + 1,
    store,
    setStore: (patch: Partial<typeof store>) => setStore((current) => ({ ...current, ...(patch.zoneId !== undefined && patch.zoneId !== current.zoneId ? { moduleId: null, location: null } : {}), ...patch })),
    owner,
    setOwner: (patch: Partial<PersonFields>) => setOwner((current) => ({ ...current, ...patch })),
    plan,
    setPlan,
    offersSubscription: offersSubscription && offersCommission,
    commissionRate: Number(settings?.admin_commission ?? 0),
    logo,
    cover,
    problems: shown,
    serverError: messageOf,
    serverMessage: server.message,
    next,
    back,
    send,
    sending: submit.isPending,
    answer: submit.data ?? null,
  };
}

export type StoreApplicationTalon = ReturnType<typeof useStoreApplication>;
