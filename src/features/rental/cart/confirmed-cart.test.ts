import { describe, expect, it } from 'vitest';
import type { RentalCartStateValue } from './cart-state';
import { cartShown } from './confirmed-cart';
import { EMPTY_RENTAL_CART, type RentalCartState } from './model';

const serverCart = { userDataId: 7, trip: null, lines: [{ vehicleId: 1 }] } as unknown as RentalCartState;
const deviceCart = { userDataId: 7, trip: null, lines: [{ vehicleId: 1 }, { vehicleId: 2 }] } as unknown as RentalCartState;
const device = (patch: Partial<RentalCartStateValue>): RentalCartStateValue => ({ ready: true, cart: deviceCart, pendingVehicleIds: new Set(), decisions: [], pendingCount: 0, confirmed: true, ...patch });

describe('the cart a screen shows', () => {
  it('is the one the page was rendered with until the device has read its own', () => {
    const shown = cartShown(device({ ready: false, cart: EMPTY_RENTAL_CART, confirmed: false }), serverCart);
    expect(shown).toMatchObject({ fromDevice: false, state: { ready: true, cart: serverCart } });
  });

  it("is the device's own once read: its confirmed cart with the changes it still has to send", () => {
    expect(cartShown(device({}), serverCart)).toMatchObject({ fromDevice: true, state: { cart: deviceCart } });
    // A device new to this customer, with a change of its own waiting: its view, not the server's.
    expect(cartShown(device({ confirmed: false, pendingCount: 1 }), serverCart)).toMatchObject({ fromDevice: true, state: { cart: deviceCart } });
  });

  it("stays the server's while the device knows nothing yet that it does not, and is the device's without a rendered page", () => {
    expect(cartShown(device({ confirmed: false, cart: EMPTY_RENTAL_CART }), serverCart)).toMatchObject({ fromDevice: false, state: { cart: serverCart } });
    expect(cartShown(device({ confirmed: false, cart: EMPTY_RENTAL_CART }), null)).toMatchObject({ fromDevice: true, state: { cart: EMPTY_RENTAL_CART } });
    expect(cartShown(device({ ready: false, cart: EMPTY_RENTAL_CART }), null)).toMatchObject({ fromDevice: false, state: { ready: false } });
  });
});
