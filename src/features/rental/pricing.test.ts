import { describe, expect, it } from 'vitest';
import {
  bookingQuote,
  cardPrice,
  couponAmount,
  couponBlockedBy,
  discountedUnitPrice,
  displayLineTotal,
  providerDiscountAmount,
  providerDiscountValid,
  roundMoney,
  serverCartLine,
  startFrom,
  vehicleDiscountPerUnit,
  type PricedVehicle,
} from './pricing';

const vehicle = (overrides: Partial<PricedVehicle> = {}): PricedVehicle => ({
  hourly_price: 300,
  day_wise_price: 1000,
  distance_price: 10,
  discount_type: 'percent',
  discount_price: 0,
  trip_hourly: 1,
  trip_day_wise: 1,
  trip_distance: 1,
  ...overrides,
});

describe('price by mode (cart line as shown)', () => {
  it.each([
    ['hourly = hourly_price × quantity × hours', { tripType: 'hourly' as const, estimatedHours: 5, distance: 0 }, 2, 3000],
    ['day_wise = day_wise_price × quantity × days, days = estimated_hours / 24', { tripType: 'day_wise' as const, estimatedHours: 72, distance: 0 }, 2, 6000],
    ['day_wise shows part days unrounded (36 h = 1.5 days)', { tripType: 'day_wise' as const, estimatedHours: 36, distance: 0 }, 1, 1500],
    ['distance = distance_price × quantity × km', { tripType: 'distance_wise' as const, estimatedHours: 0, distance: 12.5 }, 3, 375],
  ])('%s', (_rule, trip, quantity, expected) => {
    expect(displayLineTotal(vehicle(), trip, quantity).total).toBeCloseTo(expected, 6);
  });

  it('the server cart line counts whole days, half up, so 11 hours is no day at all', () => {
    expect(serverCartLine(vehicle(), { tripType: 'day_wise', estimatedHours: 11, distance: 0 }, 1)).toBe(0);
    expect(serverCartLine(vehicle(), { tripType: 'day_wise', estimatedHours: 36, distance: 0 }, 1)).toBe(2000);
  });
});

describe('vehicle discount', () => {
  it('an amount discount is flat per unit, whatever the hours', () => {
    expect(vehicleDiscountPerUnit({ discount_type: 'amount', discount_price: 20 }, 900)).toBe(20);
    expect(displayLineTotal(vehicle({ discount_type: 'amount', discount_price: 20 }), { tripType: 'hourly', estimatedHours: 3, distance: 0 }, 2)).toEqual({ original: 1800, total: 1760 });
  });

  it('an amount discount leaves the per-hour price as it is (it comes off once per vehicle and trip)', () => {
    expect(discountedUnitPrice(vehicle({ discount_type: 'amount', discount_price: 15 }), 'distance_wise')).toEqual({ original: 10, price: 10 });
    expect(startFrom(vehicle({ discount_type: 'amount', discount_price: 15 }))).toEqual({ mode: 'distance_wise', original: 10, price: 10 });
  });

  it('a percent discount is a share of the unit price', () => {
    expect(vehicleDiscountPerUnit({ discount_type: 'percent', discount_price: 10 }, 900)).toBe(90);
    expect(discountedUnitPrice(vehicle({ discount_price: 10 }), 'hourly')).toEqual({ original: 300, price: 270 });
  });

  it('no discount when discount_price is zero', () => {
    expect(discountedUnitPrice(vehicle(), 'distance_wise')).toEqual({ original: 10, price: 10 });
  });
});

describe('start from', () => {
  it('is the cheapest offered mode after the discount', () => {
    expect(startFrom(vehicle({ trip_distance: 0, discount_price: 10 }))).toEqual({ mode: 'hourly', original: 300, price: 270 });
    expect(startFrom(vehicle())).toEqual({ mode: 'distance_wise', original: 10, price: 10 });
    expect(startFrom(vehicle({ trip_hourly: 0, trip_day_wise: 0, trip_distance: 0 }))).toBeNull();
  });
});

describe('card price', () => {
  it('shows the searched trip type when offered, else the cheapest mode as Start From', () => {
    const car = vehicle({ distance_price: 4, discount_type: 'percent', discount_price: 10 });
    expect(cardPrice(car, 'hourly')).toEqual({ mode: 'hourly', original: 300, price: 270, startFrom: false });
    expect(cardPrice({ ...car, trip_hourly: 0 }, 'hourly')).toMatchObject({ mode: 'distance_wise', startFrom: true });
    expect(cardPrice(car)).toMatchObject({ mode: 'distance_wise', price: 3.6, startFrom: true });
  });
});

describe('provider discount', () => {
  const discount = { discount: 5, min_purchase: 500, max_discount: 200 };
  it.each([
    ['percent of the subtotal', 1000, 50],
    ['capped by max_discount', 5400, 200],
    ['zero below min_purchase', 499, 0],
  ])('%s', (_rule, subtotal, expected) => {
    expect(providerDiscountAmount(discount, subtotal)).toBe(expected);
  });

  it('no cap when max_discount is 0', () => {
    expect(providerDiscountAmount({ discount: 10, min_purchase: 0, max_discount: 0 }, 10_000)).toBe(1000);
  });

  it('applies only inside its date and time window', () => {
    const window = { ...discount, start_date: '2026-01-01', end_date: '2026-12-31', start_time: '08:00:00', end_time: '20:00:00' };
    expect(providerDiscountValid(window, '2026-06-01 10:00:00')).toBe(true);
    expect(providerDiscountValid(window, '2026-06-01 21:00:00')).toBe(false);
    expect(providerDiscountValid(window, '2027-01-01 10:00:00')).toBe(false);
  });
});

describe('coupon', () => {
  it('percent is capped by max_discount and clamped to what remains', () => {
    expect(couponAmount({ discount: 10, discount_type: 'percent', max_discount: 150, min_purchase: 0 }, 4860)).toBe(150);
    expect(couponAmount({ discount: 500, discount_type: 'amount', max_discount: 0, min_purchase: 0 }, 300)).toBe(300);
  });

  it('needs the minimum purchase, with the spec message', () => {
    expect(couponBlockedBy({ discount: 10, discount_type: 'percent', max_discount: 0, min_purchase: 800 }, 799)).toBe('checkout.couponMinPurchase');
    expect(couponBlockedBy({ discount: 10, discount_type: 'percent', max_discount: 0, min_purchase: 800 }, 800)).toBeNull();
  });
});

describe('booking pipeline (mirrors the server)', () => {
  it("reproduces the worked example: 2 × 300/h for 9 h, 10 % vehicle discount, 5 % provider discount capped at 200, 5 % excluded tax, charge 10 → 5113", () => {
    const quote = bookingQuote({
      lines: [{ vehicle: vehicle({ discount_price: 10 }), quantity: 2 }],
      trip: { tripType: 'hourly', estimatedHours: 9, distance: 0 },
      providerDiscount: { discount: 5, min_purchase: 500, max_discount: 200 },
      coupon: null,
      taxRate: 5,
      taxIncluded: false,
      additionalCharge: 10,
    });
    expect(quote).toMatchObject({ subtotal: 5400, vehicleDiscounts: 540, providerDiscount: 200, discount: 540, discountBy: 'vendor', tax: 243, total: 5113 });
  });

  it('the provider discount wins when larger, and the two never stack', () => {
    const quote = bookingQuote({
      lines: [{ vehicle: vehicle({ discount_type: 'amount', discount_price: 5 }), quantity: 1 }],
      trip: { tripType: 'hourly', estimatedHours: 10, distance: 0 },
      providerDiscount: { discount: 10, min_purchase: 0, max_discount: 0 },
      coupon: null,
      taxRate: 0,
      taxIncluded: false,
      additionalCharge: 0,
    });
    expect(quote).toMatchObject({ subtotal: 3000, vehicleDiscounts: 5, providerDiscount: 300, discount: 300, discountBy: 'admin', total: 2700 });
  });

  it('included tax is recorded but not added', () => {
    const base = { lines: [{ vehicle: vehicle(), quantity: 1 }], trip: { tripType: 'hourly' as const, estimatedHours: 1, distance: 0 }, providerDiscount: null, coupon: null, additionalCharge: 0 };
    const included = bookingQuote({ ...base, taxRate: 5, taxIncluded: true });
    expect(included.tax).toBeCloseTo(14.29, 2);
    expect(included.total).toBe(300);
    expect(bookingQuote({ ...base, taxRate: 5, taxIncluded: false }).total).toBe(315);
  });

  it('a day-wise booking is at least one day', () => {
    const quote = bookingQuote({
      lines: [{ vehicle: vehicle(), quantity: 1 }],
      trip: { tripType: 'day_wise', estimatedHours: 6, distance: 0 },
      providerDiscount: null,
      coupon: null,
      taxRate: 0,
      taxIncluded: false,
      additionalCharge: 0,
    });
    expect(quote.subtotal).toBe(1000);
  });

  it('coupon applies after the discount, then tax on what remains', () => {
    const quote = bookingQuote({
      lines: [{ vehicle: vehicle({ discount_price: 10 }), quantity: 2 }],
      trip: { tripType: 'hourly', estimatedHours: 9, distance: 0 },
      providerDiscount: null,
      coupon: { discount: 10, discount_type: 'percent', max_discount: 150, min_purchase: 200 },
      taxRate: 5,
      taxIncluded: false,
      additionalCharge: 10,
    });
    expect(quote).toMatchObject({ discount: 540, coupon: 150, tax: 235.5, total: 4955.5 });
  });

  it('rounds each figure as it goes, so the breakdown adds up to the total to the cent (invariant)', () => {
    const cents = (value: number) => Math.round(value * 100);
    for (const price of [36.75, 42.5, 120.33, 2.1]) {
      for (const discount of [{ discount_type: 'percent', discount_price: 5 }, { discount_type: 'percent', discount_price: 7.5 }, { discount_type: 'amount', discount_price: 3.3 }]) {
        for (const distance of [3.456, 7.891, 25.017]) {
          const quote = bookingQuote({
            lines: [1, 2, 3].map((quantity) => ({ vehicle: vehicle({ distance_price: price * quantity, ...discount }), quantity })),
            trip: { tripType: 'distance_wise', estimatedHours: 0, distance },
            providerDiscount: { discount: 5, min_purchase: 100, max_discount: 200 },
            coupon: { discount: 10, discount_type: 'percent', max_discount: 0, min_purchase: 0 },
            taxRate: 5,
            taxIncluded: false,
            additionalCharge: 10,
          });
          expect(cents(quote.subtotal - quote.discount - quote.coupon + quote.tax + quote.additionalCharge)).toBe(cents(quote.total));
          expect(cents(quote.lines.reduce((sum, line) => sum + line.lineSubtotal, 0))).toBe(cents(quote.subtotal));
        }
      }
    }
  });

  it('uses the tax the server answered when there is one', () => {
    const quote = bookingQuote({
      lines: [{ vehicle: vehicle(), quantity: 1 }],
      trip: { tripType: 'hourly', estimatedHours: 1, distance: 0 },
      providerDiscount: null,
      coupon: null,
      taxRate: 5,
      taxIncluded: false,
      additionalCharge: 10,
      serverTax: 16,
    });
    expect(quote).toMatchObject({ tax: 16, total: 326 });
  });

  it('rounds half away from zero, whatever the binary noise', () => {
    expect([roundMoney(1.005), roundMoney(2.675), roundMoney(-1.005), roundMoney(0.125, 2), roundMoney(1.0005, 3), roundMoney(12.5, 0)]).toEqual([1.01, 2.68, -1.01, 0.13, 1.001, 13]);
  });

  it('never charges less than the additional charge, whatever the discounts (invariant)', () => {
    for (const discountPrice of [0, 10, 50, 100, 5000]) {
      for (const hours of [1, 3, 24]) {
        const quote = bookingQuote({
          lines: [{ vehicle: vehicle({ discount_type: discountPrice > 100 ? 'amount' : 'percent', discount_price: discountPrice }), quantity: 2 }],
          trip: { tripType: 'hourly', estimatedHours: hours, distance: 0 },
          providerDiscount: { discount: 90, min_purchase: 0, max_discount: 0 },
          coupon: { discount: 999, discount_type: 'amount', max_discount: 0, min_purchase: 0 },
          taxRate: 5,
          taxIncluded: false,
          additionalCharge: 10,
        });
        expect(quote.total).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
