/** Sign-in, sign-out and the customer profile. */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { flag, looseId, nullable, numberOrZero, optional, string, text, type, unknown, type Infer } from '@/lib/struct';

export const AuthEnvelope = type({
  token: optional(nullable(string())),
  is_phone_verified: optional(flag),
  is_email_verified: optional(flag),
  is_personal_info: optional(flag),
  is_exist_user: optional(unknown()),
  login_type: optional(text),
  email: optional(nullable(string())),
});
export type AuthAnswer = Infer<typeof AuthEnvelope>;

export function login(emailOrPhone: string, password: string, fieldType: 'email' | 'phone') {
  return apiRequest('/api/v1/auth/login', {
    method: 'POST',
    body: { email_or_phone: emailOrPhone, password, login_type: 'manual', field_type: fieldType },
    struct: AuthEnvelope,
    guest: true,
    // A signed-out request carries the guest id so the guest's carts move to the account.
  });
}

export function logout() {
  return apiRequest('/api/v1/auth/logout', { method: 'POST', struct: type({ message: optional(text) }) });
}

export const ProfileStruct = type({
  id: looseId,
  f_name: optional(nullable(string())),
  l_name: optional(nullable(string())),
  email: optional(nullable(string())),
  phone: optional(nullable(string())),
  image_full_url: optional(nullable(string())),
  is_phone_verified: optional(flag),
  is_email_verified: optional(flag),
  wallet_balance: optional(numberOrZero),
  loyalty_point: optional(numberOrZero),
  ref_code: optional(nullable(string())),
});
export type Profile = Infer<typeof ProfileStruct>;

export const profileOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', token ? token.slice(-8) : 'none'],
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/info', { struct: ProfileStruct, signal }),
    enabled: token !== null,
  });

export function useProfile(token: string | null) {
  return useQuery(profileOptions(token));
}
