import { describe, expect, it } from 'vitest';
import { cutleryField, packagingField, storeExtrasOf } from './extras';

describe('storeExtrasOf', () => {
  it.each([
    ['both on (booleans)', { cutlery: true, extra_packaging_status: true, extra_packaging_amount: 2 }, { cutlery: true, packaging: 2 }],
    ['0/1 flags and a string amount', { cutlery: 1, extra_packaging_status: '1', extra_packaging_amount: '3.5' }, { cutlery: true, packaging: 3.5 }],
    ['packaging on at 0 offers nothing to pay for', { cutlery: false, extra_packaging_status: true, extra_packaging_amount: 0 }, { cutlery: false, packaging: null }],
    ['an amount without the switch is not offered', { cutlery: 0, extra_packaging_status: false, extra_packaging_amount: 4 }, { cutlery: false, packaging: null }],
    ['a broken amount is not offered', { extra_packaging_status: 1, extra_packaging_amount: 'abc' }, { cutlery: false, packaging: null }],
    ['keys left out', {}, { cutlery: false, packaging: null }],
    ['no store yet', null, { cutlery: false, packaging: null }],
  ])('%s', (_name, store, expected) => {
    expect(storeExtrasOf(store)).toEqual(expected);
  });
});

describe('order fields', () => {
  const both = { cutlery: true, packaging: 2 };
  const none = { cutlery: false, packaging: null };
  it.each([
    ['packaging chosen', both, { cutlery: false, packaging: true }, { extra_packaging_amount: 2 }, { cutlery: 0 }],
    ['cutlery chosen', both, { cutlery: true, packaging: false }, {}, { cutlery: 1 }],
    ['both chosen', both, { cutlery: true, packaging: true }, { extra_packaging_amount: 2 }, { cutlery: 1 }],
    ['chosen where the store offers neither', none, { cutlery: true, packaging: true }, {}, {}],
  ])('%s', (_name, extras, choice, packaging, cutlery) => {
    expect(packagingField(extras, choice)).toEqual(packaging);
    expect(cutleryField(extras, choice)).toEqual(cutlery);
  });
});
