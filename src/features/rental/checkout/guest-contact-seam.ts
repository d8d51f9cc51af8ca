/**
 * What the trip checkout needs of the guest's contact, a feature of its own that the item and parcel checkouts
 * use too: the card and where the contact is kept, handed in by the route that composes the checkout
 * (src/app/routes/trip-checkout.tsx). The checkout depends on these shapes only.
 */
import type { ComponentType } from 'react';

export interface GuestContactValue {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

export interface GuestContactParts {
  /** The contact card: shows, edits and checks the contact; `bookingErrors` are the fields the booking found missing. */
  Form: ComponentType<{ contact: GuestContactValue; onChange: (contact: GuestContactValue) => void; bookingErrors: Partial<Record<keyof GuestContactValue, boolean>> }>;
  empty: GuestContactValue;
  /** The contact kept on this device (the empty one when none is). */
  read(): Promise<GuestContactValue>;
  save(contact: GuestContactValue): Promise<void>;
}
