/**
 * The seeded customers, in one place: tests, browser tests and the startup banner read these constants.
 * Passwords are stored hashed (scrypt); these are the plain values to sign in with.
 */
export const DEMO_CUSTOMER = {
  id: 1,
  name: 'Demo Customer',
  email: 'demo@rideway.test',
  phone: '+971500000001',
  password: '12345678',
  walletBalance: 500,
  loyaltyPoint: 120,
  refCode: 'RIDEDEMO1',
} as const;

export const SECOND_CUSTOMER = {
  id: 2,
  name: 'Layla Haddad',
  email: 'layla@rideway.test',
  phone: '+971500000002',
  password: '12345678',
  walletBalance: 80,
  loyaltyPoint: 15,
  refCode: 'RIDELAYLA',
} as const;

/** The fixed one-time code accepted while the config's `demo` flag is on. */
export const DEMO_OTP = '123456';
