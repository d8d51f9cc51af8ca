/**
 * `GET /api/v1/config`: the operator's business settings. Only the keys the storefront reads are declared;
 * the rest pass through untouched (`type()` allows extra fields). Flags arrive as 0/1 or booleans.
 */
import { apiRequest } from '@/lib/api-client';
import { operatorWords, t, tMaybe } from '@/lib/i18n';
import { queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array, enums, flag, coerce, list, looseBoolean, looseNumber, nullable, numberOrZero, optional, string, text, type, union, literal, type Infer } from '@/lib/struct';
import { sharedKeys } from './keys';

const Flag = flag;

// Each flag may be missing on an older backend: a missing flag counts as off.
const CentralizeLogin = type({
  manual_login_status: optional(Flag),
  otp_login_status: optional(Flag),
  social_login_status: optional(Flag),
  google_login_status: optional(Flag),
  facebook_login_status: optional(Flag),
  apple_login_status: optional(Flag),
  email_verification_status: optional(Flag),
  phone_verification_status: optional(Flag),
});

const PaymentMethod = type({
  gateway: string(),
  gateway_title: text,
  gateway_image_full_url: optional(nullable(string())),
});

const SocialMedia = type({ name: string(), link: text });

const SocialLogin = type({ login_medium: string(), status: looseBoolean });
const AppleLogin = type({
  login_medium: optional(string()),
  status: looseBoolean,
  client_id: optional(nullable(string())),
  redirect_url_react: optional(nullable(string())),
});

const AdminFreeDelivery = type({
  status: looseBoolean,
  type: optional(nullable(string())),
  free_delivery_over: optional(nullable(looseNumber)),
});

const Direction = coerce(enums(['left', 'right']), string(), (value) => (value === 'right' ? 'right' : 'left'));

export const ConfigStruct = type({
  business_name: text,
  logo_full_url: optional(nullable(string())),
  fav_icon_full_url: optional(nullable(string())),
  footer_text: text,
  email: text,
  phone: text,
  address: text,
  country: text,
  default_location: optional(nullable(type({ lat: looseNumber, lng: looseNumber }))),
  social_media: list(SocialMedia),
  currency_symbol: text,
  currency_symbol_direction: optional(Direction),
  digit_after_decimal_point: optional(numberOrZero),
  guest_checkout_status: optional(Flag),
  customer_wallet_status: optional(Flag),
  loyalty_point_status: optional(Flag),
  ref_earning_status: optional(Flag),
  country_picker_status: optional(Flag),
  refund_policy: optional(Flag),
  cancelation_policy: optional(Flag),
  shipping_policy: optional(Flag),
  active_payment_method_list: list(PaymentMethod),
  social_login: list(SocialLogin),
  apple_login: list(AppleLogin),
  centralize_login: optional(nullable(CentralizeLogin)),
  firebase_otp_verification: optional(Flag),
  tax_included: optional(nullable(Flag)),
  demo: optional(looseBoolean),
  is_mail_active: optional(looseBoolean),
  is_sms_active: optional(looseBoolean),
  toggle_veg_non_veg: optional(looseBoolean),
  free_delivery_over: optional(nullable(looseNumber)),
  admin_free_delivery: optional(nullable(AdminFreeDelivery)),
  additional_charge_status: optional(Flag),
  additional_charge_name: optional(text),
  additional_charge: optional(numberOrZero),
  cash_on_delivery: optional(looseBoolean),
  refund_active_status: optional(looseBoolean),
  digital_payment: optional(looseBoolean),
  schedule_order: optional(looseBoolean),
  timeformat: optional(text),
  timezone: optional(text),
  language: optional(array(type({ key: string(), value: string() }))),
  maintenance_mode: optional(looseBoolean),
  toggle_store_registration: optional(looseBoolean),
  toggle_dm_registration: optional(looseBoolean),
  module: optional(union([literal(null), type({ id: looseNumber, module_type: string() })])),
});

export type Config = Infer<typeof ConfigStruct>;

export function getConfig(signal?: AbortSignal): Promise<Config> {
  return apiRequest('/api/v1/config', { struct: ConfigStruct, signal });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.config(),
    queryFn: ({ signal }) => getConfig(signal),
    // Settings change rarely; a stale copy is shown instantly and refreshed in the background.
    staleTime: STALE.MINUTES.FIVE,
    meta: { silent: true },
  });

/**
 * The names the operator typed in one language (the service charge, each payment gateway's title), in the
 * customer's words where the operator's are in another script ("Card (Stripe)" reads "بطاقة (Stripe)" in Arabic).
 */
export function inCustomersWords(config: Config): Config {
  const charge = config.additional_charge_name;
  // A config put in the cache whole or in part (a saved copy, a test) may lack the list.
  const gateways: Config['active_payment_method_list'] | undefined = config.active_payment_method_list;
  return {
    ...config,
    additional_charge_name: charge ? operatorWords(charge, t('common.serviceCharge')) : charge,
    active_payment_method_list: (gateways ?? []).map((gateway) => ({ ...gateway, gateway_title: operatorWords(gateway.gateway_title, tMaybe(`common.gateways.${gateway.gateway}`, '')) })),
  };
}

export function useConfig() {
  return useQuery({ ...configQueryOptions(), select: inCustomersWords });
}

/** The money display settings the operator configured. */
export function moneySettingsOf(config: Config | undefined) {
  return {
    symbol: config?.currency_symbol || '$',
    direction: config?.currency_symbol_direction ?? 'left',
    decimals: config?.digit_after_decimal_point ?? 2,
  } as const;
}

/** Free-delivery threshold: the admin setting when active, else the legacy top-level key. */
export function freeDeliveryOver(config: Config | undefined): number | null {
  const admin = config?.admin_free_delivery;
  if (admin?.status && admin.free_delivery_over) return admin.free_delivery_over;
  return config?.free_delivery_over ?? null;
}
