/**
 * What item checkout needs from other features, handed in by the route that composes it: the store being
 * ordered from, the customer (id and wallet balance), the addresses and their picker, and the guest's contact
 * card. Checkout depends on these shapes only, never on the features that provide them.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { CartRowLike } from './item/order-lines';
import type { StoreExtras } from './rules/extras';
import type { OpeningPeriod } from './rules/slots';

export interface CheckoutStore {
  id: number;
  name: string;
  zoneId: number | null;
  /** Open now on the operator's clock. */
  open: boolean;
  scheduleOrder: boolean;
  delivery: boolean;
  takeAway: boolean;
  schedules: readonly OpeningPeriod[];
  /** Minutes a scheduled order must be ahead of now, when the store says. */
  scheduleLeadMinutes: number | null;
  deliveryTime: string | null;
  /** Cutlery and extra packaging, when the store offers them. */
  extras: StoreExtras;
  /** The store's details answer, which the order estimate reads its pricing from (`storePricingOf`, loaded with the estimate). */
  details: Readonly<Record<string, unknown>>;
}

export interface CheckoutAddress {
  id: number | null;
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  latitude: number;
  longitude: number;
  road: string;
  house: string;
  floor: string;
  zone_ids: readonly number[];
  /** The location the customer chose for the app (not a saved address). */
  current?: boolean;
}

export interface GuestContactValue {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

export interface CheckoutSeam {
  /** The server's item cart of the current module. */
  useCart(): { rows: readonly CartRowLike[] | undefined; error: unknown; isFetching: boolean; refetch: () => void };
  /** After an order: the server emptied the cart (not for Buy Now), the order lists changed. */
  afterOrderPlaced(fromCart: boolean): Promise<void>;
  useStore(storeId: number | null): { store: CheckoutStore | null; failed: boolean };
  /** The signed-in customer; null for a guest or while unknown. */
  useCustomer(): { id: number | null; walletBalance: number; name: string; phone: string } | null;
  /** Saved addresses (customer) or this device's addresses (guest); undefined while loading. */
  useAddresses(): readonly CheckoutAddress[] | undefined;
  /** The location chosen for the app as an address, when it is known (checkout starts with it). */
  useCurrentLocation(): CheckoutAddress | null;
  AddressPicker: ComponentType<{ storeZoneId: number | null; onClose: () => void; onSelect: (address: CheckoutAddress) => void }>;
  GuestContact: ComponentType<{ contact: GuestContactValue; onChange: (contact: GuestContactValue) => void; errors: Partial<Record<keyof GuestContactValue, boolean>> }>;
  readGuestContact(): Promise<GuestContactValue>;
  saveGuestContact(contact: GuestContactValue): Promise<void>;
  isContactComplete(contact: GuestContactValue): boolean;
  /** Opens sign-in over checkout; the guest's cart moves to the account and checkout stays where it is. */
  signIn(): void;
}

const SeamContext = createContext<CheckoutSeam | null>(null);

export const CheckoutSeamProvider = SeamContext.Provider;

export function useCheckoutSeam(): CheckoutSeam {
  const seam = useContext(SeamContext);
  if (!seam) throw new Error('Item checkout needs a CheckoutSeamProvider');
  return seam;
}
