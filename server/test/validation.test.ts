/** The Laravel-style validator and the pagination helpers, as pure functions. */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../http/errors';
import { pageOf, paginated, paginateList } from '../http/pagination';
import { isModuleCheckExempt } from '../http/module-check';
import { parseDateTime } from '../http/parse';
import { validate, validateUnderMessage, validationErrors, type Rules } from '../http/validation';

describe('validationErrors', () => {
  it.each<[Record<string, unknown>, Rules, { code: string; message: string }[]]>([
    [{}, { lat: 'required|numeric' }, [{ code: 'lat', message: 'The lat field is required.' }]],
    [{ lat: '  ' }, { lat: ['required'] }, [{ code: 'lat', message: 'The lat field is required.' }]],
    [{ ids: [] }, { ids: 'required|array' }, [{ code: 'ids', message: 'The ids field is required.' }]],
    [{ lat: 'abc' }, { lat: 'required|numeric' }, [{ code: 'lat', message: 'The lat must be a number.' }]],
    [{ lat: '999' }, { lat: 'required|numeric|min:-90|max:90' }, [{ code: 'lat', message: 'The lat must not be greater than 90.' }]],
    [{ quantity: '0' }, { quantity: ['required', 'integer', { min: 1 }] }, [{ code: 'quantity', message: 'The quantity must be at least 1.' }]],
    [{ quantity: '1.5' }, { quantity: 'integer' }, [{ code: 'quantity', message: 'The quantity must be an integer.' }]],
    [{ password: '123' }, { password: 'required|min:8' }, [{ code: 'password', message: 'The password must be at least 8 characters.' }]],
    [{ name: 'x'.repeat(256) }, { name: 'max:255' }, [{ code: 'name', message: 'The name must not be greater than 255 characters.' }]],
    [{ rating: '6' }, { rating: 'required|numeric|between:1,5' }, [{ code: 'rating', message: 'The rating must be between 1 and 5.' }]],
    [{ login_type: 'magic' }, { login_type: 'required|in:manual,otp,social' }, [{ code: 'login_type', message: 'The selected login type is invalid.' }]],
    [{ email: 'not-an-email' }, { email: 'required|email' }, [{ code: 'email', message: 'The email must be a valid email address.' }]],
    [{ cart_ids: '[1,2' }, { cart_ids: 'required|json' }, [{ code: 'cart_ids', message: 'The cart ids must be an array.' }]],
    [{ scheduled: 'yes' }, { scheduled: 'boolean' }, [{ code: 'scheduled', message: 'The scheduled field must be true or false.' }]],
    [{ pickup_time: '2025-02-30 10:00' }, { pickup_time: 'date' }, [{ code: 'pickup_time', message: 'The pickup time is not a valid date.' }]],
    [{ password: 'a', confirm_password: 'b' }, { confirm_password: 'same:password' }, [{ code: 'confirm_password', message: 'The confirm password and password must match.' }]],
    [{ rental_type: 'hourly' }, { estimated_hours: 'required_if:rental_type,hourly,day_wise' }, [{ code: 'estimated_hours', message: 'The estimated hours field is required when rental type is hourly.' }]],
    [{}, { item_id: 'required_without:store_id' }, [{ code: 'item_id', message: 'The item id field is required when store id is not present.' }]],
    [{ name: 5 }, { name: 'string' }, [{ code: 'name', message: 'The name must be a string.' }]],
    [{ name: null }, { name: 'nullable|string' }, []],
    [{ lat: '25.2', lng: '55.3' }, { lat: 'required|numeric', lng: 'required|numeric' }, []],
    [{ date: '2025-01-22 03:48 PM' }, { date: 'date' }, []],
  ])('%j with %j', (input, rules, expected) => {
    expect(validationErrors(input, rules)).toEqual(expected);
  });

  it('lists every failing field with its first message only, in rule order', () => {
    expect(validationErrors({ lat: 'x' }, { lat: 'required|numeric|max:90', lng: 'required|numeric' })).toEqual([
      { code: 'lat', message: 'The lat must be a number.' },
      { code: 'lng', message: 'The lng field is required.' },
    ]);
  });

  it('throws the 403 envelope, or the message-list variant', () => {
    const caught = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('no error thrown');
    };
    expect(caught(() => validate({}, { email: 'required' }))).toMatchObject({ status: 403, body: { errors: [{ code: 'email', message: 'The email field is required.' }] } });
    expect(caught(() => validateUnderMessage({}, { trip_id: 'required' }))).toMatchObject({ status: 403, body: { message: [{ code: 'trip_id', message: 'The trip id field is required.' }] } });
  });

  it('refuses an unknown rule name loudly (a programming error)', () => {
    expect(() => validationErrors({}, { a: 'requird' })).toThrow('Unknown validation rule');
  });
});

describe('parseDateTime', () => {
  it.each([
    ['2025-01-22 15:48:00', '2025-01-22T15:48:00.000Z'],
    ['2025-01-22 03:48 PM', '2025-01-22T15:48:00.000Z'],
    ['2025-01-22 12:05 am', '2025-01-22T00:05:00.000Z'],
    ['2025-01-22T09:30', '2025-01-22T09:30:00.000Z'],
    ['2025-01-22', '2025-01-22T00:00:00.000Z'],
  ])('%s', (text, iso) => {
    expect(parseDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'tomorrow', '2025-13-01', '2025-02-29', '2025-01-22 25:00', '2025-01-22 13:00 PM'])('rejects %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });
});

describe('pagination', () => {
  it('reads offset as a 1-based page with defaults and bounds', () => {
    expect(pageOf({}, 25)).toMatchObject({ limit: 25, offset: 1, skip: 0 });
    expect(pageOf({ limit: '10', offset: '3' }, 25)).toMatchObject({ limit: 10, offset: 3, skip: 20 });
    expect(pageOf({ limit: '0', offset: '-4' }, 25)).toMatchObject({ limit: 1, offset: 1 });
    expect(pageOf({ limit: '100000', offset: 'x' }, 25)).toMatchObject({ limit: 200, offset: 1 });
  });

  it('wraps rows in the envelope, echoing raw strings when asked', () => {
    const page = pageOf({ limit: '2', offset: '2' }, 10);
    expect(paginateList('vehicles', page, [1, 2, 3, 4, 5])).toEqual({ total_size: 5, limit: 2, offset: 2, vehicles: [3, 4] });
    expect(paginated('orders', page, 9, ['a'], { echoRaw: true, extra: { min_price: 3 } })).toEqual({ total_size: 9, limit: '2', offset: '2', orders: ['a'], min_price: 3 });
  });
});

describe('module-check exemptions', () => {
  it.each([
    ['/api/v1/customer/cart/list', true],
    ['/api/v1/customer', true],
    ['/api/v1/banners', true],
    ['/api/v1/banners/12', false],
    ['/api/v1/stores/get-stores/all?type=all', true],
    ['/api/v1/coupon/list', true],
    ['/api/v1/coupon/list/all', false],
    ['/api/v1/categories', true],
    ['/api/v1/categories/childes/3', false],
    ['/api/v1/items/reviews/submit', true],
    ['/api/v1/delivery-man/reviews/submit', true],
    ['/api/v1/rental/vehicle/search', false],
  ])('%s → %s', (url, exempt) => {
    expect(isModuleCheckExempt(url)).toBe(exempt);
  });
});
