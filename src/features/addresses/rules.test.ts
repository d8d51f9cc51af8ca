import { describe, expect, it } from 'vitest';
import { addressesInZone, addressTypeOf, composePhone, isEditable, knownLabelOf, labelStateOf, SELECTED_ADDRESS_TYPE, splitPhone } from './rules';

describe('label as → address_type', () => {
  it('sends home and office as they are', () => {
    expect(addressTypeOf('home', 'ignored')).toBe('home');
    expect(addressTypeOf('office', '')).toBe('office');
  });

  it('sends the custom label name for "other" when one was typed, trimmed', () => {
    expect(addressTypeOf('other', '  Gym ')).toBe('Gym');
  });

  it('sends "other" when the custom label is left empty', () => {
    expect(addressTypeOf('other', '   ')).toBe('other');
  });

  it('reads a stored type back into the form (round trip)', () => {
    for (const [label, custom] of [['home', ''], ['office', ''], ['other', ''], ['other', 'Grandma']] as const) {
      expect(labelStateOf(addressTypeOf(label, custom))).toEqual({ label, customLabel: custom });
    }
    expect(labelStateOf('Home')).toEqual({ label: 'home', customLabel: '' });
    expect(labelStateOf('others')).toEqual({ label: 'other', customLabel: '' });
    expect(labelStateOf(null)).toEqual({ label: 'other', customLabel: '' });
  });

  it('knows which types have a translated label', () => {
    expect(knownLabelOf('office')).toBe('office');
    expect(knownLabelOf('Gym')).toBeNull();
  });
});

describe('saved addresses for a store', () => {
  const addresses = [
    { id: 1, zone_ids: [2] },
    { id: 2, zone_ids: [3, 1] },
    { id: 3, zone_ids: [] },
  ];

  it('keeps only addresses whose zones include the store zone', () => {
    expect(addressesInZone(addresses, 1).map((address) => address.id)).toEqual([2]);
    expect(addressesInZone(addresses, 2).map((address) => address.id)).toEqual([1]);
    expect(addressesInZone(addresses, 9)).toEqual([]);
  });

  it('keeps every address when no store zone is given', () => {
    expect(addressesInZone(addresses).map((address) => address.id)).toEqual([1, 2, 3]);
    expect(addressesInZone(addresses, null)).toHaveLength(3);
  });
});

describe('editing', () => {
  it('hides edit for the current pick only', () => {
    expect(isEditable({ address_type: SELECTED_ADDRESS_TYPE })).toBe(false);
    expect(isEditable({ address_type: 'home' })).toBe(true);
  });
});

describe('contact number', () => {
  it('puts the dial code in front of a national number, without the trunk 0 and separators', () => {
    expect(composePhone('+971', '050 111-2233')).toBe('+971501112233');
  });

  it('keeps a number typed with its own + code', () => {
    expect(composePhone('+971', '+966 5 0000 0001')).toBe('+966500000001');
  });

  it('leaves an empty number empty', () => {
    expect(composePhone('+971', '  ')).toBe('');
  });

  it('splits a stored number on the longest known dial code', () => {
    expect(splitPhone('+971500000001', ['+1', '+971', '+97'])).toEqual({ dialCode: '+971', number: '500000001' });
    expect(splitPhone('0501112233', ['+971'])).toEqual({ dialCode: null, number: '0501112233' });
  });
});
