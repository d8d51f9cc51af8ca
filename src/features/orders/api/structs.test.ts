import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/lib/struct';
import { OrderDetailsStruct, OrderPageStruct } from './structs';

describe('order structs', () => {
  it('read a backend order with numbers as strings, booleans as 0/1 and a rider position as text', () => {
    const page = parseResponse(
      OrderPageStruct,
      {
        total_size: '1',
        limit: '10',
        offset: '1',
        orders: [
          {
            id: '100001',
            order_status: 'picked_up',
            payment_status: 'unpaid',
            payment_method: 'cash_on_delivery',
            order_amount: '149.63',
            delivery_charge: null,
            is_guest: 0,
            cutlery: 1,
            delivery_address: { contact_person_name: 'Demo', latitude: '25.1868', longitude: '55.2711' },
            delivery_man: { id: 1, f_name: 'Omar', l_name: 'Khalid', lat: '25.2', lng: '55.28', avg_rating: '4.5' },
            store: null,
            order_attachment_full_url: null,
            created_at: '2025-02-03T18:20:00.000000Z',
          },
        ],
      },
      'order/list',
    );
    expect(page.orders[0]).toMatchObject({ id: 100001, order_amount: 149.63, delivery_charge: 0, is_guest: false, cutlery: true, delivery_man: { lat: '25.2', avg_rating: 4.5 }, order_attachment_full_url: [] });
  });

  it('reads details as lines, or as the order for a prescription order without lines', () => {
    const lines = parseResponse(OrderDetailsStruct, [{ id: 1, order_id: 5, price: '10', quantity: '2', variation: '[]', add_ons: [{ name: 'Cheese', price: 3, quantity: 1 }], is_guest: 1 }], 'details');
    expect(Array.isArray(lines) && lines[0]).toMatchObject({ price: 10, quantity: 2, add_ons: [{ name: 'Cheese' }] });
    const order = parseResponse(OrderDetailsStruct, { id: 5, order_status: 'pending', payment_status: 'unpaid', payment_method: 'cash_on_delivery', order_amount: 20, created_at: 'x', prescription_order: true }, 'details');
    expect(Array.isArray(order)).toBe(false);
  });
});
