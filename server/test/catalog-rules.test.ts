/** Pure catalogue rules: the operator's clock, open state, availability windows, discounts, ratings, price range. */
import { describe, expect, it } from 'vitest';
import { wallClock } from '../services/catalog/clock';
import { discountAmount, effectiveDiscount, isRunning, isWithinWindow, normaliseTime, openState, parseHistogram, priceRange, ratingSummary } from '../services/catalog/rules';

const week = (opening: string, closing: string, days = [0, 1, 2, 3, 4, 5, 6]) => days.map((day) => ({ day, opening_time: opening, closing_time: closing }));

describe('wallClock', () => {
  it.each([
    ['2026-03-10T10:00:00Z', 'Asia/Dubai', { date: '2026-03-10', time: '14:00:00', day: 2 }],
    ['2026-03-10T21:30:00Z', 'Asia/Dubai', { date: '2026-03-11', time: '01:30:00', day: 3 }],
    ['2026-03-10T21:30:00Z', 'UTC', { date: '2026-03-10', time: '21:30:00', day: 2 }],
    // Daylight saving: London is UTC+1 in July, UTC in January.
    ['2026-07-04T23:15:00Z', 'Europe/London', { date: '2026-07-05', time: '00:15:00', day: 0 }],
    ['2026-01-04T23:15:00Z', 'Europe/London', { date: '2026-01-04', time: '23:15:00', day: 0 }],
    ['2026-03-10T10:00:00Z', 'Not/AZone', { date: '2026-03-10', time: '10:00:00', day: 2 }],
  ])('%s in %s', (iso, zone, expected) => {
    expect(wallClock(new Date(iso), zone)).toMatchObject({ ...expected, stamp: `${expected.date} ${expected.time}` });
  });

  it('reads the same wall time whatever zone the server runs in', () => {
    const at = new Date('2026-03-10T10:00:00Z');
    expect(wallClock(at, 'Asia/Dubai').time).toBe('14:00:00');
  });
});

describe('openState', () => {
  it.each([
    ['open round the clock', week('00:00:00', '23:59:59'), { day: 2, time: '14:00:00' }, { open: 1, currentOpeningTime: '00:00:00' }],
    ['day hours, during the day', week('09:00:00', '22:00:00'), { day: 2, time: '14:00:00' }, { open: 1, currentOpeningTime: '09:00:00' }],
    ['day hours, before opening: opens later today', week('09:00:00', '22:00:00'), { day: 2, time: '07:30:00' }, { open: 0, currentOpeningTime: '09:00:00' }],
    ['day hours, after closing', week('09:00:00', '22:00:00'), { day: 2, time: '22:30:00' }, { open: 0, currentOpeningTime: 'closed' }],
    ['exactly at opening is open', week('09:00:00', '22:00:00'), { day: 2, time: '09:00:00' }, { open: 1, currentOpeningTime: '09:00:00' }],
    ['round the clock, at midnight', week('00:00:00', '23:59:59'), { day: 3, time: '00:00:00' }, { open: 1, currentOpeningTime: '00:00:00' }],
    ['exactly at closing is closed', week('09:00:00', '22:00:00'), { day: 2, time: '22:00:00' }, { open: 0, currentOpeningTime: 'closed' }],
    ['evening store in the afternoon', week('17:00:00', '23:59:59'), { day: 2, time: '14:00:00' }, { open: 0, currentOpeningTime: '17:00:00' }],
    ['no hours at all', [], { day: 2, time: '14:00:00' }, { open: 0, currentOpeningTime: 'closed' }],
    ['closed on this weekday', week('09:00:00', '22:00:00', [1, 3]), { day: 2, time: '14:00:00' }, { open: 0, currentOpeningTime: 'closed' }],
    [
      'split shift, between the two',
      [{ day: 2, opening_time: '18:00:00', closing_time: '23:00:00' }, { day: 2, opening_time: '08:00:00', closing_time: '12:00:00' }],
      { day: 2, time: '14:00:00' },
      { open: 0, currentOpeningTime: '18:00:00' },
    ],
  ])('%s', (_name, slots, wall, expected) => {
    expect(openState(slots, wall)).toEqual(expected);
  });
});

describe('isWithinWindow', () => {
  it.each([
    ['06:00:00', '11:30:00', '09:00:00', true],
    ['06:00:00', '11:30:00', '11:30:00', true],
    ['06:00:00', '11:30:00', '14:00:00', false],
    ['22:00:00', '23:59:59', '23:00:00', true],
    ['22:00:00', '23:59:59', '21:59:59', false],
    ['22:00', '02:00', '01:00:00', true],
    ['22:00', '02:00', '12:00:00', false],
    ['00:00:00', '23:59:59', '00:00:00', true],
  ])('%s–%s at %s → %s', (starts, ends, time, expected) => {
    expect(isWithinWindow(starts, ends, time)).toBe(expected);
  });

  it('normalises times with or without seconds', () => {
    expect(normaliseTime('9:05')).toBe('09:05:00');
    expect(normaliseTime('23:59:59')).toBe('23:59:59');
  });
});

describe('isRunning', () => {
  const window = { start_date: '2026-03-01', end_date: '2026-03-31', start_time: '10:00:00', end_time: '20:00' };
  it.each([
    [{ date: '2026-03-10', time: '14:00:00' }, true],
    [{ date: '2026-03-10', time: '09:59:59' }, false],
    [{ date: '2026-03-10', time: '20:00:00' }, true],
    [{ date: '2026-04-01', time: '14:00:00' }, false],
    [{ date: '2026-02-28', time: '14:00:00' }, false],
  ])('%o → %s', (wall, expected) => {
    expect(isRunning(window, wall)).toBe(expected);
  });
});

describe('ratings', () => {
  it.each([
    [[0, 0, 0, 0, 0], { avg_rating: 0, rating_count: 0, positive_rating: 0 }],
    [[5, 2, 0, 0, 1], { avg_rating: 4.25, rating_count: 8, positive_rating: 87.5 }],
    [[0, 0, 3, 0, 0], { avg_rating: 3, rating_count: 3, positive_rating: 0 }],
  ])('%o', (histogram, expected) => {
    expect(ratingSummary(histogram)).toEqual(expected);
  });

  it('reads a stored histogram leniently', () => {
    expect(parseHistogram('[1,2,3,4,5]')).toEqual([1, 2, 3, 4, 5]);
    expect(parseHistogram('{"5":2}')).toEqual([0, 0, 0, 0, 0]);
    expect(parseHistogram('not json')).toEqual([0, 0, 0, 0, 0]);
    expect(parseHistogram(null)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('priceRange', () => {
  it.each([
    ['no items', [], { min_price: 0, max_price: 0 }],
    ['plain prices', [{ price: 12, variationPrices: [] }, { price: 4.5, variationPrices: [] }], { min_price: 4.5, max_price: 12 }],
    ['variation prices replace the base price', [{ price: 59, variationPrices: [59, 64, 69] }, { price: 20, variationPrices: [] }], { min_price: 20, max_price: 69 }],
    ['a cheaper variation lowers the minimum', [{ price: 100, variationPrices: [80, 120] }], { min_price: 80, max_price: 120 }],
  ])('%s', (_name, items, expected) => {
    expect(priceRange(items)).toEqual(expected);
  });
});

describe('effective discount', () => {
  const item = { price: 50, discount: 10, discount_type: 'percent' };
  it.each([
    ['the item’s own', item, null, null, { discount: 10, discount_type: 'percent', store_discount: 0, flash_sale: 0, item_discount: 10, item_discount_type: 'percent' }],
    ['a larger store percentage is shown; the line keeps its own', { ...item, discount: 5 }, 15, null, { discount: 15, discount_type: 'percent', store_discount: 15, flash_sale: 0, item_discount: 5, item_discount_type: 'percent' }],
    ['a smaller store percentage loses', item, 5, null, { discount: 10, discount_type: 'percent', store_discount: 5, flash_sale: 0, item_discount: 10, item_discount_type: 'percent' }],
    ['the same percentage: the item’s own is shown', item, 10, null, { discount: 10, discount_type: 'percent', store_discount: 10, flash_sale: 0, item_discount: 10, item_discount_type: 'percent' }],
    ['an amount compared by value', { price: 50, discount: 8, discount_type: 'amount' }, 10, null, { discount: 8, discount_type: 'amount', store_discount: 10, flash_sale: 0, item_discount: 8, item_discount_type: 'amount' }],
    ['a running flash sale wins outright', item, 30, { discount: 5, discount_type: 'amount' }, { discount: 5, discount_type: 'amount', store_discount: 0, flash_sale: 1, item_discount: 5, item_discount_type: 'amount' }],
  ])('%s', (_name, row, store, flash, expected) => {
    expect(effectiveDiscount(row, store, flash)).toEqual(expected);
  });

  it('never takes more than the price off', () => {
    expect(discountAmount({ price: 5, discount: 8, discount_type: 'amount' })).toBe(5);
    expect(discountAmount({ price: 80, discount: 25, discount_type: 'percent' })).toBe(20);
  });
});
