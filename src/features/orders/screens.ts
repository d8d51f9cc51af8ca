/** The orders screens, one chunk for the three routes that show them (My orders, an order, tracking). */
export { default as MyOrdersScreen } from './components/my-orders-screen';
export { default as OrderDetailsScreen } from './components/order-details-screen';
export { default as TrackOrderScreen } from './components/track-order-screen';
