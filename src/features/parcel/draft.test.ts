import { describe, expect, it } from 'vitest';
import { canOpen, emptyDraft, firstIncompleteStep, isValidPhone, orderBody, partyProblems, stepComplete, withPayer, type ParcelDraft, type ParcelParty } from './draft';

const sender: ParcelParty = { name: 'Mona', phone: '+971 50 111 2222', email: 'mona@example.com', address: 'Dubai Mall', lat: 25.1985, lng: 55.2796, house: '4', floor: '2', road: 'Financial Centre Rd', addressId: null };
const receiver: ParcelParty = { ...sender, name: 'Omar', phone: '0509998877', email: '', address: 'Dubai Marina', lat: 25.08, lng: 55.14, house: '', floor: '', road: '' };
const complete: ParcelDraft = { ...emptyDraft(), categoryId: 3, sender, receiver, instructionId: 1, note: ' Ring twice ', payer: 'sender', payment: { kind: 'cash_on_delivery' } };

describe('partyProblems', () => {
  it.each<[string, Partial<ParcelParty>, boolean, ReturnType<typeof partyProblems>]>([
    ['a complete party has none', {}, false, {}],
    ['a missing name is required', { name: ' ' }, false, { name: 'required' }],
    ['a missing phone is required', { phone: '' }, false, { phone: 'required' }],
    ['letters are not a phone number', { phone: 'call me' }, false, { phone: 'invalid' }],
    ['a point without a name is no address', { address: '' }, false, { address: 'required' }],
    ['a name without a point is no address', { lat: null }, false, { address: 'required' }],
    ['a guest sender must leave an email', { email: '' }, true, { email: 'required' }],
    ['and a valid one', { email: 'mona@' }, true, { email: 'invalid' }],
    ['nobody else is asked for one', { email: '' }, false, {}],
  ])('%s', (_name, change, needsEmail, expected) => {
    expect(partyProblems({ ...sender, ...change }, needsEmail)).toEqual(expected);
  });

  it.each([
    ['+971501112222', true],
    ['050-999 8877', true],
    ['12345', false],
    ['+1234567890123456', false],
  ])('phone %s valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('steps', () => {
  it('an empty draft starts at the category and cannot jump to the summary', () => {
    expect(firstIncompleteStep(emptyDraft(), false)).toBe('category');
    expect(canOpen(emptyDraft(), 'summary', false)).toBe(false);
    expect(canOpen(emptyDraft(), 'category', false)).toBe(true);
  });

  it('a complete draft opens the summary', () => {
    expect(firstIncompleteStep(complete, false)).toBe('summary');
    expect(stepComplete(complete, 'summary', false)).toBe(true);
  });

  it('a guest sender without an email stops at the sender', () => {
    expect(firstIncompleteStep({ ...complete, sender: { ...sender, email: '' } }, true)).toBe('sender');
  });

  it('the drop-off cannot be the pickup point', () => {
    const same = { ...complete, receiver: { ...receiver, lat: sender.lat, lng: sender.lng } };
    expect(stepComplete(same, 'receiver', false)).toBe(false);
    expect(firstIncompleteStep(same, false)).toBe('receiver');
  });

  it('a receiver cannot pay by wallet or card', () => {
    expect(stepComplete({ ...complete, payer: 'receiver', payment: { kind: 'wallet' } }, 'payment', false)).toBe(false);
    expect(stepComplete({ ...complete, payer: 'receiver', payment: { kind: 'digital', gateway: 'stripe' } }, 'payment', false)).toBe(false);
    expect(stepComplete({ ...complete, payer: 'receiver' }, 'payment', false)).toBe(true);
  });

  it('choosing the receiver as payer switches to cash; choosing the sender keeps the method', () => {
    expect(withPayer({ ...complete, payment: { kind: 'digital', gateway: 'stripe' } }, 'receiver').payment).toEqual({ kind: 'cash_on_delivery' });
    expect(withPayer({ ...complete, payment: { kind: 'wallet' } }, 'sender').payment).toEqual({ kind: 'wallet' });
  });
});

describe('orderBody', () => {
  it('is null while the draft is incomplete', () => {
    expect(orderBody({ ...complete, categoryId: null }, { isGuest: false, distanceKm: 12.5, instruction: null })).toBeNull();
  });

  it('sends the sender as the address and contact, the receiver as JSON text', () => {
    const body = orderBody(complete, { isGuest: false, distanceKm: 12.345, instruction: 'Call the receiver before arriving' });
    expect(body).toMatchObject({
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: 3,
      charge_payer: 'sender',
      distance: 12.345,
      address: 'Dubai Mall',
      latitude: 25.1985,
      longitude: 55.2796,
      contact_person_name: 'Mona',
      contact_person_number: '+971 50 111 2222',
      delivery_instruction: 'Call the receiver before arriving',
      order_note: 'Ring twice',
    });
    expect(body).not.toHaveProperty('contact_person_email');
    expect(JSON.parse(body?.receiver_details ?? '{}')).toMatchObject({ contact_person_name: 'Omar', contact_person_number: '0509998877', address: 'Dubai Marina', latitude: 25.08, longitude: 55.14 });
  });

  it('a guest also sends the email; a gateway is sent as digital payment', () => {
    const body = orderBody({ ...complete, payment: { kind: 'digital', gateway: 'stripe' } }, { isGuest: true, distanceKm: 1, instruction: null });
    expect(body?.contact_person_email).toBe('mona@example.com');
    expect(body?.payment_method).toBe('digital_payment');
    expect(body).not.toHaveProperty('delivery_instruction');
  });
});
