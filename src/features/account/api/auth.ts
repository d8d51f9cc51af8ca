/** Sign-in with a password, sign-out and the customer profile. */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { array, flag, looseId, nullable, numberOrZero, optional, string, text, type, unknown, type Infer } from '@/lib/struct';

/** The answer of every sign-in step (contract §2.2); `token` is null while a step is still needed. */
export const AuthEnvelope = type({
  token: optional(nullable(string())),
  is_phone_verified: optional(flag),
  is_email_verified: optional(flag),
  is_personal_info: optional(flag),
  is_exist_user: optional(unknown()),
  login_type: optional(text),
  email: optional(nullable(string())),
  /** Some steps answer only a message ("Phone number is already verified"). */
  message: optional(text),
});
export type AuthAnswer = Infer<typeof AuthEnvelope>;

export const MessageAnswer = type({ message: optional(text) });

export type FieldType = 'email' | 'phone';

export function login(emailOrPhone: string, password: string, fieldType: FieldType) {
  return apiRequest('/api/v1/auth/login', {
    method: 'POST',
    body: { email_or_phone: emailOrPhone, password, login_type: 'manual', field_type: fieldType },
    struct: AuthEnvelope,
    // A signed-out request carries the guest id so the guest's carts move to the account.
    guest: true,
  });
}

export function logout() {
  return apiRequest('/api/v1/auth/logout', { method: 'POST', struct: MessageAnswer });
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
  /** Modules the customer chose interests for (ids, as strings or numbers). */
  selected_modules_for_interest: optional(nullable(array(unknown()))),
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
