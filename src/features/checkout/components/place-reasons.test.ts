import { describe, expect, it } from 'vitest';
import type { PlaceBlocker } from '../rules/summary';
import { leadingReason, placeReasons } from './place-reasons';

const context = (blockers: PlaceBlocker[], patch: { shown?: boolean; pricingFailed?: boolean; pendingChanges?: number | null } = {}) => ({ blockers, pendingChanges: 2, shown: true, pricingFailed: false, ...patch });

describe('why an order cannot be placed yet', () => {
  it.each([
    ['nothing: the order can be placed', [], {}, [], null],
    ['the summary\'s list, in order; the bar says its first', ['address', 'contact'], {}, ['Please add your delivery address', 'Please enter your contact info'], 'Please add your delivery address'],
    ['changes still on their way, counted', ['syncing'], {}, ['Waiting for your cart changes to reach the server (2 left).'], 'Waiting for your cart changes to reach the server (2 left).'],
    ['changes not yet counted (the device has not read them; the server never can): no count is made up', ['syncing'], { pendingChanges: null }, ['Checking this device for cart changes not yet sent…'], 'Checking this device for cart changes not yet sent…'],
    ['prices on their way beside shown amounts', ['pricing'], {}, ['Getting the prices from the store…'], 'Getting the prices from the store…'],
    ['prices on their way with nothing shown: the spinner says it, so does the bar', ['pricing'], { shown: false }, [], 'Getting the prices from the store…'],
    ['a failed price check: its alert says it, so does the bar', ['pricing'], { pricingFailed: true }, [], 'The prices could not be calculated.'],
    ['offline: offline is the reason, not pricing', ['offline', 'pricing'], {}, ['You are offline. Placing an order needs a connection.'], 'You are offline. Placing an order needs a connection.'],
  ] as const)('%s', (_, blockers, patch, listed, first) => {
    expect(placeReasons(context([...blockers], patch))).toEqual(listed);
    expect(leadingReason(context([...blockers], patch))).toBe(first);
  });
});
