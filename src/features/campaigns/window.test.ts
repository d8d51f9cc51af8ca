import { describe, expect, it } from 'vitest';
import { campaignPrice, campaignWindow } from './window';

describe('when a campaign runs', () => {
  it.each([
    ['dates and daily hours', { available_date_starts: '2025-01-01', available_date_ends: '2099-12-31', start_time: '11:00:00', end_time: '22:30:00' }, { from: '2025-01-01', to: '2099-12-31', hours: { from: '11:00', to: '22:30' } }],
    ['all day is not shown as hours', { available_date_starts: '2025-01-01', available_date_ends: '2025-02-01', start_time: '00:00:00', end_time: '23:59:59' }, { from: '2025-01-01', to: '2025-02-01', hours: null }],
    ['item campaigns send HH:MM', { start_time: '09:00', end_time: '17:00' }, { from: null, to: null, hours: { from: '09:00', to: '17:00' } }],
    ['a one-digit hour is padded', { start_time: '9:00', end_time: '17:00' }, { from: null, to: null, hours: { from: '09:00', to: '17:00' } }],
    ['dates with a time part keep the day', { available_date_starts: '2025-01-01T00:00:00Z', available_date_ends: null }, { from: '2025-01-01', to: null, hours: null }],
    ['missing or malformed values', { available_date_starts: 'soon', start_time: 'noon', end_time: null }, { from: null, to: null, hours: null }],
  ])('%s', (_name, input, expected) => {
    expect(campaignWindow(input)).toEqual(expected);
  });
});

describe('the campaign price', () => {
  it.each([
    [6.5, 15, 'percent', 5.53],
    [42, 20, 'percent', 33.6],
    [35, 5, 'amount', 30],
    [4, 5, 'amount', 0],
    [199, 0, 'percent', 199],
    [10, -3, 'amount', 10],
    [10, 100, 'percent', 0],
  ])('%d with %d %s off is %d', (price, discount, type, expected) => {
    expect(campaignPrice(price, discount, type)).toBe(expected);
  });
});
