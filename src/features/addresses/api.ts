/**
 * Saved addresses of a signed-in customer (`/api/v1/customer/address/…`): the list, add, update and delete.
 * Coordinates arrive as strings and zone ids as a list; both are normalised here.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions } from '@/lib/query';
import { list, looseId, looseNumber, nullable, optional, string, text, type, type Infer } from '@/lib/struct';

export const AddressStruct = type({
  id: looseId,
  address_type: text,
  contact_person_name: text,
  contact_person_number: text,
  contact_person_email: optional(nullable(string())),
  address: text,
  floor: text,
  road: text,
  house: text,
  additional_information: text,
  latitude: looseNumber,
  longitude: looseNumber,
  zone_id: optional(nullable(looseId)),
  zone_ids: list(looseId),
});
export type SavedAddress = Infer<typeof AddressStruct>;

const ListStruct = type({ total_size: optional(looseNumber), addresses: list(AddressStruct) });
const MessageStruct = type({ message: text });
const AddedStruct = type({ message: text, zone_ids: list(looseId) });
const UpdatedStruct = type({ message: text, zone_id: optional(nullable(looseId)) });

/** What the form sends (the API's field names). */
export interface AddressBody {
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  latitude: number;
  longitude: number;
  road: string;
  house: string;
  floor: string;
  additional_information: string;
}

/** One page big enough for any customer's address book (the server caps pages at 200). */
const PAGE_SIZE = 100;

export const addressKeys = {
  all: ['addresses'] as const,
  list: (token: string | null) => ['addresses', token ? token.slice(-8) : 'none'] as const,
};

export function getAddresses(signal?: AbortSignal) {
  return apiRequest('/api/v1/customer/address/list', { query: { limit: PAGE_SIZE, offset: 1 }, struct: ListStruct, signal }).then((page) => page.addresses);
}

export const addressesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: addressKeys.list(token),
    queryFn: ({ signal }) => getAddresses(signal),
    enabled: token !== null,
    meta: { silent: true },
  });

export function addAddress(body: AddressBody) {
  return apiRequest('/api/v1/customer/address/add', { method: 'POST', body: { ...body }, struct: AddedStruct });
}

export function updateAddress(id: number, body: AddressBody) {
  return apiRequest(`/api/v1/customer/address/update/${id}`, { method: 'PUT', body: { ...body }, struct: UpdatedStruct });
}

export function deleteAddress(id: number) {
  return apiRequest('/api/v1/customer/address/delete', { method: 'DELETE', query: { address_id: id }, struct: MessageStruct });
}
