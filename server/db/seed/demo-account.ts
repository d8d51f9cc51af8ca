/** The seeded demo customers; printed at startup so a newcomer can sign in. */
export const DEMO_CUSTOMER = {
  id: 1,
  name: 'Demo Customer',
  email: 'demo@rideway.test',
  phone: '+971500000001',
  password: '12345678',
} as const;

export const SECOND_CUSTOMER = {
  id: 2,
  name: 'Layla Haddad',
  email: 'layla@rideway.test',
  phone: '+971500000002',
  password: '12345678',
} as const;

/** The fixed one-time code accepted while the config's `demo` flag is on. */
export const DEMO_OTP = '123456';
