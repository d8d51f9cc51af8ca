/**
 * The parcel being prepared and the wizard's rules, pure: the steps in order, what each step still needs,
 * who may pay how (the sender by cash, a gateway or the wallet; the receiver in cash on delivery only), and
 * the `customer/order/place` body the draft becomes. Tested as tables in draft.test.ts.
 */
import { isValidEmail } from '@/lib/validation';

export const PARCEL_STEPS = ['category', 'sender', 'receiver', 'instructions', 'payment', 'summary'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

export interface ParcelParty {
  name: string;
  phone: string;
  /** Asked of a guest sender only (the order's contact); empty otherwise. */
  email: string;
  address: string;
  lat: number | null;
  lng: number | null;
  house: string;
  floor: string;
  road: string;
  /** The saved address it came from, when one was picked. */
  addressId: number | null;
}

export type ChargePayer = 'sender' | 'receiver';
export type ParcelPayment = { kind: 'cash_on_delivery' } | { kind: 'wallet' } | { kind: 'digital'; gateway: string };

export interface ParcelDraft {
  version: 1;
  categoryId: number | null;
  sender: ParcelParty;
  receiver: ParcelParty;
  /** One of the operator's instructions, or none. */
  instructionId: number | null;
  note: string;
  payer: ChargePayer;
  payment: ParcelPayment | null;
}

export const EMPTY_PARTY: ParcelParty = { name: '', phone: '', email: '', address: '', lat: null, lng: null, house: '', floor: '', road: '', addressId: null };

export function emptyDraft(): ParcelDraft {
  return { version: 1, categoryId: null, sender: { ...EMPTY_PARTY }, receiver: { ...EMPTY_PARTY }, instructionId: null, note: '', payer: 'sender', payment: null };
}

/** Longest note a sender may write; the rest of the inputs are bounded by their fields. */
export const NOTE_MAX = 500;

export type PartyField = 'name' | 'phone' | 'email' | 'address';
export type PartyProblems = Partial<Record<PartyField, 'required' | 'invalid'>>;

/** A phone number: digits with an optional leading +, spaces or dashes, 7 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+?\d{7,15}$/.test(digits);
}

export function partyProblems(party: ParcelParty, needsEmail: boolean): PartyProblems {
  const problems: PartyProblems = {};
  if (party.name.trim() === '') problems.name = 'required';
  if (party.phone.trim() === '') problems.phone = 'required';
  else if (!isValidPhone(party.phone)) problems.phone = 'invalid';
  if (needsEmail) {
    if (party.email.trim() === '') problems.email = 'required';
    else if (!isValidEmail(party.email)) problems.email = 'invalid';
  }
  if (party.address.trim() === '' || party.lat === null || party.lng === null) problems.address = 'required';
  return problems;
}

export const samePlace = (a: ParcelParty, b: ParcelParty) => a.lat !== null && a.lat === b.lat && a.lng === b.lng;

/** Whether a step's inputs are complete (the summary is complete once every earlier step is). */
export function stepComplete(draft: ParcelDraft, step: ParcelStep, isGuest: boolean): boolean {
  switch (step) {
    case 'category':
      return draft.categoryId !== null;
    case 'sender':
      return Object.keys(partyProblems(draft.sender, isGuest)).length === 0;
    case 'receiver':
      return Object.keys(partyProblems(draft.receiver, false)).length === 0 && !samePlace(draft.sender, draft.receiver);
    case 'instructions':
      return draft.note.length <= NOTE_MAX;
    case 'payment':
      return draft.payment !== null && methodAllowed(draft.payer, draft.payment.kind);
    case 'summary':
      return PARCEL_STEPS.slice(0, -1).every((earlier) => stepComplete(draft, earlier, isGuest));
  }
}

/** The first step still missing something: where a returning customer lands, and how far they may jump. */
export function firstIncompleteStep(draft: ParcelDraft, isGuest: boolean): ParcelStep {
  return PARCEL_STEPS.find((step) => step !== 'summary' && !stepComplete(draft, step, isGuest)) ?? 'summary';
}

/** A step may be opened when every step before it is complete. */
export function canOpen(draft: ParcelDraft, step: ParcelStep, isGuest: boolean): boolean {
  const index = PARCEL_STEPS.indexOf(step);
  return PARCEL_STEPS.slice(0, index).every((earlier) => stepComplete(draft, earlier, isGuest));
}

/** The receiver pays in cash when the parcel arrives; the sender may also pay by gateway or wallet. */
export function methodAllowed(payer: ChargePayer, kind: ParcelPayment['kind']): boolean {
  return payer === 'sender' || kind === 'cash_on_delivery';
}

/** The payer changed: a method the new payer cannot use is dropped; the receiver always pays cash. */
export function withPayer(draft: ParcelDraft, payer: ChargePayer): ParcelDraft {
  if (payer === 'receiver') return { ...draft, payer, payment: { kind: 'cash_on_delivery' } };
  return { ...draft, payer };
}

/** Kilometres with three decimals, as the contract's `distance` field and the summary show them. */
export const metresToKm = (metres: number) => Math.round(metres) / 1000;

export interface ParcelOrderBody {
  order_type: 'parcel';
  payment_method: 'cash_on_delivery' | 'wallet' | 'digital_payment';
  parcel_category_id: number;
  charge_payer: ChargePayer;
  distance: number;
  address: string;
  latitude: number;
  longitude: number;
  address_type: string;
  house: string;
  floor: string;
  road: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  /** JSON text, as the backend stores it. */
  receiver_details: string;
  delivery_instruction?: string;
  order_note?: string;
  dm_tips: number;
}

/**
 * The `place` body: the sender is the order's address and contact, the receiver travels as
 * `receiver_details` (JSON text, like the backend's clients send it). Null while the draft is incomplete.
 */
export function orderBody(draft: ParcelDraft, input: { isGuest: boolean; distanceKm: number; instruction: string | null }): ParcelOrderBody | null {
  if (!stepComplete(draft, 'summary', input.isGuest) || draft.categoryId === null || draft.payment === null) return null;
  const { sender, receiver } = draft;
  const method = draft.payment.kind === 'digital' ? 'digital_payment' : draft.payment.kind;
  const note = draft.note.trim();
  return {
    order_type: 'parcel',
    payment_method: method,
    parcel_category_id: draft.categoryId,
    charge_payer: draft.payer,
    distance: input.distanceKm,
    address: sender.address.trim(),
    latitude: sender.lat as number,
    longitude: sender.lng as number,
    address_type: 'others',
    house: sender.house.trim(),
    floor: sender.floor.trim(),
    road: sender.road.trim(),
    contact_person_name: sender.name.trim(),
    contact_person_number: sender.phone.trim(),
    ...(input.isGuest ? { contact_person_email: sender.email.trim() } : {}),
    receiver_details: JSON.stringify({
      id: null,
      address_type: 'others',
      contact_person_name: receiver.name.trim(),
      contact_person_number: receiver.phone.trim(),
      address: receiver.address.trim(),
      latitude: receiver.lat,
      longitude: receiver.lng,
      road: receiver.road.trim(),
      house: receiver.house.trim(),
      floor: receiver.floor.trim(),
    }),
    ...(input.instruction ? { delivery_instruction: input.instruction } : {}),
    ...(note ? { order_note: note } : {}),
    dm_tips: 0,
  };
}
