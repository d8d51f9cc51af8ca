/** Two catalogue items as listings show them (a food item with options and add-ons, a shop item with combinations), shared by the cart's tests. */
import type { ListingItem } from './adapters';

export const burger: ListingItem = {
  id: 33,
  name: 'Classic Beef Burger',
  price: 42,
  discount: 10,
  discount_type: 'percent',
  store_id: 5,
  store_name: 'Burger Hub',
  module_type: 'food',
  stock: 20,
  maximum_cart_quantity: 5,
  food_variations: [
    { name: 'Size', values: [{ label: 'Regular', optionPrice: 0 }, { label: 'Large', optionPrice: 8 }] },
    { name: 'Extras', values: [{ label: 'Cheese', optionPrice: 3 }, { label: 'Egg', optionPrice: 4 }] },
  ],
  add_ons: [{ id: 1, name: 'Fries', price: 8 }, { id: 2, name: 'Soft drink', price: 6 }],
};
export const shirt: ListingItem = {
  id: 90,
  name: 'Linen Shirt',
  price: 100,
  discount: 5,
  discount_type: 'amount',
  store_id: 12,
  module_type: 'ecommerce',
  stock: 10,
  maximum_cart_quantity: 0,
  variations: [{ type: 'M-Blue', price: 120, stock: 2 }, { type: 'L-Blue', price: 130, stock: 0 }],
};
