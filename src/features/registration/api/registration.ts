/**
 * Store and delivery-person applications, sent as the multipart forms the contract reads, and the
 * delivery vehicles a delivery person picks from. The store's name and address travel in `translations`
 * (the contract's form) and as plain fields.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey, STALE } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { ApplicationAnswerStruct, DeliveryVehiclesStruct, PartnerModulesStruct, PartnerZonesStruct, StoreApplicationAnswerStruct } from './structs';

export const registrationKeys = {
  vehicles: () => ['categories', 'registration', 'delivery-vehicles', scopeKey()] as const,
  zones: () => ['categories', 'registration', 'zones', scopeKey().lang] as const,
  modules: (zoneId: number) => ['categories', 'registration', 'modules', scopeKey().lang, zoneId] as const,
};

/** Every active zone a partner may work in, with its outline. */
export const partnerZonesOptions = () =>
  queryOptions({
    queryKey: registrationKeys.zones(),
    queryFn: ({ signal }) => apiRequest('/api/v1/zone/list', { struct: PartnerZonesStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

/**
 * The modules of one zone. The customer's own zone header would take precedence over the query, so the
 * request goes without it.
 */
export const partnerModulesOptions = (zoneId: number) =>
  queryOptions({
    queryKey: registrationKeys.modules(zoneId),
    queryFn: ({ signal }) => apiRequest('/api/v1/module', { query: { zone_id: zoneId }, struct: PartnerModulesStruct, signal, session: { ...getSession(), zoneId: null } }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const deliveryVehiclesOptions = () =>
  queryOptions({
    queryKey: registrationKeys.vehicles(),
    queryFn: ({ signal }) => apiRequest('/api/v1/get-vehicles', { struct: DeliveryVehiclesStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const useDeliveryVehicles = () => useQuery(deliveryVehiclesOptions());

export interface StoreApplication {
  storeName: string;
  address: string;
  language: string;
  zoneId: number;
  moduleId: number;
  latitude: number;
  longitude: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  minimumDeliveryTime: number;
  maximumDeliveryTime: number;
  deliveryTimeType: 'minute' | 'hours' | 'days';
  tax?: number;
  tin?: string;
  tinExpireDate?: string;
  businessPlan?: 'commission' | 'subscription';
  pickupZoneIds?: number[];
  logo: Blob;
  cover?: Blob;
  tinCertificate?: Blob;
}

export function storeApplicationForm(application: StoreApplication): FormData {
  const form = new FormData();
  const translations = [
    { locale: application.language, key: 'name', value: application.storeName },
    { locale: application.language, key: 'address', value: application.address },
  ];
  const fields: Record<string, string | number | undefined> = {
    translations: JSON.stringify(translations),
    name: application.storeName,
    address: application.address,
    zone_id: application.zoneId,
    module_id: application.moduleId,
    latitude: application.latitude,
    longitude: application.longitude,
    f_name: application.firstName,
    l_name: application.lastName,
    phone: application.phone,
    email: application.email,
    password: application.password,
    minimum_delivery_time: application.minimumDeliveryTime,
    maximum_delivery_time: application.maximumDeliveryTime,
    delivery_time_type: application.deliveryTimeType,
    tax: application.tax,
    tin: application.tin,
    tin_expire_date: application.tinExpireDate,
    business_plan: application.businessPlan ?? 'commission',
    pickup_zone_id: application.pickupZoneIds ? JSON.stringify(application.pickupZoneIds.map(String)) : undefined,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.set(key, String(value));
  form.set('logo', application.logo, 'logo');
  if (application.cover) form.set('cover_photo', application.cover, 'cover');
  if (application.tinCertificate) form.set('tin_certificate_image', application.tinCertificate, 'licence');
  return form;
}

export function applyForStore(application: StoreApplication) {
  return apiRequest('/api/v1/auth/vendor/register', { method: 'POST', body: storeApplicationForm(application), struct: StoreApplicationAnswerStruct });
}

export interface DeliveryManApplication {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  identityType: 'passport' | 'driving_license' | 'nid';
  identityNumber: string;
  zoneId: number;
  vehicleId: number;
  earning: 0 | 1;
  photo?: Blob;
  identityImages: readonly Blob[];
}

export function deliveryManApplicationForm(application: DeliveryManApplication): FormData {
  const form = new FormData();
  const fields: Record<string, string | number> = {
    f_name: application.firstName,
    l_name: application.lastName,
    phone: application.phone,
    email: application.email,
    password: application.password,
    identity_type: application.identityType,
    identity_number: application.identityNumber,
    zone_id: application.zoneId,
    vehicle_id: application.vehicleId,
    earning: application.earning,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== '') form.set(key, String(value));
  if (application.photo) form.set('image', application.photo, 'photo');
  for (const image of application.identityImages) form.append('identity_image[]', image, 'identity');
  return form;
}

export function applyAsDeliveryMan(application: DeliveryManApplication) {
  return apiRequest('/api/v1/auth/delivery-man/store', { method: 'POST', body: deliveryManApplicationForm(application), struct: ApplicationAnswerStruct });
}
