import { describe, expect, it } from 'vitest';
import { asksInterestAfterSwitch, interestModules } from './interest-rule';

const food = { id: 2, module_type: 'food' };
const parcel = { id: 5, module_type: 'parcel' };

describe('the interest picker after a module switch', () => {
  it.each([
    ['interests in another module, switching to a new one', ['6'], food, true],
    ['interests already chosen for this module', ['6', '2'], food, false],
    ['no interests chosen yet', [], food, false],
    ['no answer from the profile', null, food, false],
    ['a new module that is parcel', ['6'], parcel, false],
    ['ids as numbers', [6], food, true],
  ] as const)('%s', (_name, selected, module, expected) => {
    expect(asksInterestAfterSwitch(selected, module)).toBe(expected);
  });

  it('reads module ids sent as strings or numbers and skips junk', () => {
    expect(interestModules(['6', 2, 'null', null, -1])).toEqual([6, 2]);
  });
});
