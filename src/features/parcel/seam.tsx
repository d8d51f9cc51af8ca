/**
 * What the parcel wizard needs from other features, handed in by the route that composes it: the signed-in
 * customer (name, phone, wallet), the saved-address picker, the guest's contact card, and what follows a
 * placed parcel (the payment page for a gateway, else its tracking). The wizard depends on these shapes only.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface SeamAddress {
  id: number | null;
  address: string;
  latitude: number;
  longitude: number;
  contact_person_name: string;
  contact_person_number: string;
  road: string;
  house: string;
  floor: string;
}

export interface SeamContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

export interface PlacedParcelHandOff {
  orderId: number;
  amount: number;
  method: 'cash_on_delivery' | 'wallet' | 'digital_payment';
  gateway: string | null;
  /** The signed-in customer's id or the guest id: who pays on the payment page. */
  payerId: string | null;
  /** A guest tracks the parcel with the sender's phone number. */
  contactNumber: string | null;
}

export interface ParcelSeam {
  useCustomer(): { id: number; name: string; phone: string; walletBalance: number } | null;
  /** Saved addresses (customer) or this device's addresses (guest), and a new one. */
  AddressPicker: ComponentType<{ onClose: () => void; onSelect: (address: SeamAddress) => void }>;
  readGuestContact(): Promise<SeamContact>;
  saveGuestContact(contact: SeamContact): Promise<void>;
  afterPlaced(placed: PlacedParcelHandOff): Promise<void>;
}

const SeamContext = createContext<ParcelSeam | null>(null);

export const ParcelSeamProvider = SeamContext.Provider;

export function useParcelSeam(): ParcelSeam {
  const seam = useContext(SeamContext);
  if (!seam) throw new Error('The parcel wizard needs a ParcelSeamProvider');
  return seam;
}
