/**
 * The delivery-person application: about you (name, contact, password, photo), then work details (zone,
 * vehicle, how you work, identity document and its pictures). The server's refusals are shown under
 * their fields and the form returns to the step that holds the first one.
 */
import { useState } from 'react';
import { useMutation } from '@/lib/query';
import { applyAsDeliveryMan, type DeliveryManApplication } from './api/registration';
import { hasErrors, validatePerson, validateRider, type Errors, type PersonFields, type RiderFields } from './rules';
import { placeServerErrors } from './server-errors';
import { usePictures } from './use-picture';

export const RIDER_STEPS = ['personal', 'work'] as const;
export type RiderStep = (typeof RIDER_STEPS)[number];
type Field = keyof PersonFields | keyof RiderFields | 'photo' | 'earning';

const SERVER_FIELDS: Record<string, Field> = {
  f_name: 'firstName', l_name: 'lastName', phone: 'phone', email: 'email', password: 'password', image: 'photo',
  zone_id: 'zoneId', vehicle_id: 'vehicleId', earning: 'earning', identity_type: 'identityType', identity_number: 'identityNumber', identity_image: 'identityImages',
};
const PERSONAL = new Set<Field>(['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword', 'photo']);

export interface WorkValues {
  zoneId: number | null;
  vehicleId: number | null;
  earning: 0 | 1;
  identityType: 'passport' | 'driving_license' | 'nid' | null;
  identityNumber: string;
}

export function useRiderApplication() {
  const [step, setStep] = useState<RiderStep>('personal');
  const [person, setPerson] = useState<PersonFields>({ firstName: '', lastName: '', phone: '', email: '', password: '', confirmPassword: '' });
  const [work, setWork] = useState<WorkValues>({ zoneId: null, vehicleId: null, earning: 1, identityType: null, identityNumber: '' });
  const [shown, setShown] = useState<Errors<Field>>({});
  const [server, setServer] = useState<{ fields: Partial<Record<Field, string>>; message: string | null }>({ fields: {}, message: null });
  const photo = usePictures(1);
  const identity = usePictures(3);
  const submit = useMutation({ mutationFn: (application: DeliveryManApplication) => applyAsDeliveryMan(application), meta: { silent: true } });
  const workErrors = () => validateRider({ ...work, identityImages: identity.pictures.length });

  async function next() {
    if (step === 'personal') {
      const errors = validatePerson(person);
      setShown(errors);
      if (!hasErrors(errors)) setStep('work');
      return;
    }
    const errors = { ...validatePerson(person), ...workErrors() };
    setShown(errors);
    const first = Object.keys(errors)[0] as Field | undefined;
    if (first) {
      if (PERSONAL.has(first)) setStep('personal');
      return;
    }
    setServer({ fields: {}, message: null });
    try {
      await submit.mutateAsync({
        firstName: person.firstName.trim(),
        lastName: person.lastName.trim(),
        phone: person.phone.trim(),
        email: person.email.trim(),
        password: person.password,
        identityType: work.identityType!,
        identityNumber: work.identityNumber.trim(),
        zoneId: work.zoneId!,
        vehicleId: work.vehicleId!,
        earning: work.earning,
        ...(photo.pictures[0] ? { photo: photo.pictures[0].file } : {}),
        identityImages: identity.pictures.map((picture) => picture.file),
      });
    } catch (error) {
      const placed = placeServerErrors(error, SERVER_FIELDS);
      setServer(placed);
      const field = Object.keys(placed.fields)[0] as Field | undefined;
      if (field && PERSONAL.has(field)) setStep('personal');
    }
  }

  return {
    step,
    stepNumber: RIDER_STEPS.indexOf(step) + 1,
    person,
    setPerson: (patch: Partial<PersonFields>) => setPerson((current) => ({ ...current, ...patch })),
    work,
    setWork: (patch: Partial<WorkValues>) => setWork((current) => ({ ...current, ...patch })),
    photo,
    identity,
    problems: shown,
    serverError: (field: Field) => server.fields[field] ?? null,
    serverMessage: server.message,
    next,
    back: () => {
      setShown({});
      setStep('personal');
    },
    sending: submit.isPending,
    done: submit.isSuccess,
  };
}

export type RiderApplicationTalon = ReturnType<typeof useRiderApplication>;
