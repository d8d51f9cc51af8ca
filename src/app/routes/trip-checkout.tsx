/** The trip checkout composed with the guest's contact card, a feature of its own the item and parcel checkouts use too. */
import { GuestContactForm } from '@/features/guest-contact/guest-contact-form';
import { EMPTY_CONTACT } from '@/features/guest-contact/guest-contact';
import { readGuestContact, saveGuestContact } from '@/features/guest-contact/storage';
import TripCheckoutScreen from '@/features/rental/checkout/trip-checkout';
import type { GuestContactParts } from '@/features/rental/checkout/guest-contact-seam';

const guestContact: GuestContactParts = { Form: GuestContactForm, empty: EMPTY_CONTACT, read: readGuestContact, save: saveGuestContact };

export default function TripCheckout() {
  return <TripCheckoutScreen guestContact={guestContact} />;
}
