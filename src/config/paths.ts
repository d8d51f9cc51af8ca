/**
 * Every route of the storefront, with builders for links. Query parameters follow the spec so links shared
 * from other storefronts of the same backend keep working.
 */

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign';

export const paths = {
  landing: '/',
  home: '/home',
  checkout: (page: CheckoutPage = 'cart') => `/checkout?page=${page}`,
  profile: (page = 'profile-settings') => `/profile?page=${encodeURIComponent(page)}`,
  /** The inbox with the conversation with the operator's support team open. */
  supportChat: '/profile?page=inbox&support=1',
  myOrders: '/my-orders',
  orderDetails: (id: number | string) => `/my-orders/${id}`,
  myTrips: '/my-trips',
  wallet: '/wallet',
  coupons: '/coupons',
  loyaltyPoints: '/loyalty-points',
  referralCode: '/referral-code',
  settings: '/settings',
  trackOrder: '/track-order',
  trackOrderFor: (id: number | string) => `/track-order?order_id=${id}`,
  categories: '/categories',
  category: '/category',
  categoryPage: (id: number | string, name?: string) => `/category?${new URLSearchParams({ id: String(id), ...(name ? { name } : {}) }).toString()}`,
  storesLatest: '/store/latest',
  storesPopular: '/store/popular',
  store: (id: number | string, moduleId?: number, storeZoneId?: number) =>
    `/store/${id}?${new URLSearchParams({ id: String(id), ...(moduleId ? { module_id: String(moduleId) } : {}), ...(storeZoneId ? { store_zone_id: String(storeZoneId) } : {}) }).toString()}`,
  product: (id: number | string, moduleId?: number) => `/product/${id}${moduleId ? `?module_id=${moduleId}` : ''}`,
  rentalSearch: (query: { categoryId?: number } = {}) =>
    query.categoryId ? `/rental/vehicle-search?categoryId=${query.categoryId}` : '/rental/vehicle-search?all_category=1',
  providerDetails: (id?: number | string) => (id === undefined ? '/rental/provider-details' : `/rental/provider-details/${id}`),
  vehicleDetails: (id: number | string, from?: string) => `/rental/vehicle-details/${id}${from ? `?from=${from}` : ''}`,
  rentalCart: '/rental/cart',
  tripStatus: (id: number | string) => `/rental/trip-status/${id}`,
  parcelSend: (query: { step?: string; category?: number } = {}) => {
    const search = new URLSearchParams({ ...(query.step ? { step: query.step } : {}), ...(query.category ? { category: String(query.category) } : {}) }).toString();
    return `/parcel/send${search ? `?${search}` : ''}`;
  },
  interest: '/interest',
  helpAndSupport: '/help-and-support',
  forgotPassword: '/forgot-password',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  cancellation: '/cancellation-policy',
  shipping: '/shipping-policy',
  aboutUs: '/about-us',
  campaigns: '/campaigns',
  campaign: (id: number | string) => `/campaigns/${id}`,
  storeRegistration: '/store-registration?active=active',
  deliverymanRegistration: '/deliveryman-registration',
} as const;
