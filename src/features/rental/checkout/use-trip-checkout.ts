/**
 * Talon for booking the trip in the cart: guest contact, coupon (with the minimum purchase check), the tax the
 * server's `get-tax` pipeline answers, the booking amount (the server's pipeline step for step, with that
 * tax: one figure, the one booked), and the booking itself.
 *
 * A trip is scheduled when its pickup is more than 15 minutes ahead; otherwise it starts now and is sent as
 * such (`scheduled: 0`, `schedule_at` the later of the pickup and now), decided when the request is sent.
 */
import { operatorNow } from '@/lib/operator-time';
import { useMemo, useState } from 'react';
import { useSavedDraft } from '@/hooks/use-saved-draft';
import { useConfig } from '@/api/config';
import { useSession } from '@/hooks/use-session';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { isApiError } from '@/lib/api-error';
import { formatWire, parseDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { isValidEmail } from '@/lib/validation';
import { useQuery } from '@/lib/query';
import { applyCoupon, bookTrip, getTripTax, type BookingBody, type Coupon } from '../api/trips';
import { useRentalCartState } from '../cart/cart-state';
import { cartShown, useConfirmedCart } from '../cart/confirmed-cart';
import type { TripData } from '../cart/model';
import { bookingQuote, couponBlockedBy, type ProviderDiscount } from '../pricing';
import { isScheduledPickup } from '../trip-params';
import type { GuestContactParts, GuestContactValue } from './guest-contact-seam';

function providerDiscountOf(provider: Record<string, unknown> | undefined): ProviderDiscount | null {
  const discount = provider?.discount as Record<string, unknown> | null | undefined;
  if (!discount) return null;
  return {
    discount: Number(discount.discount) || 0,
    min_purchase: Number(discount.min_purchase) || 0,
    max_discount: Number(discount.max_discount) || 0,
  };
}

/** When the trip starts, as the booking calls say it. */
function schedule(trip: TripData, now: Date): Pick<BookingBody, 'scheduled' | 'schedule_at'> {
  const pickup = parseDateTime(trip.pickupTime);
  if (pickup && isScheduledPickup(pickup, now)) return { scheduled: 1, schedule_at: formatWire(pickup) };
  return { scheduled: 0, schedule_at: formatWire(pickup && pickup > now ? pickup : now) };
}

export type ContactErrors = Partial<Record<keyof GuestContactValue, boolean>>;

export function useTripCheckout(guestContact: GuestContactParts) {
  const session = useSession();
  const config = useConfig();
  const { state: cart, fromDevice } = cartShown(useRentalCartState(), useConfirmedCart(session));
  const now = useOperatorNow();
  const isGuest = session.token === null;
  const [contact, setContact] = useSavedDraft<GuestContactValue>(guestContact.empty, isGuest, guestContact.read, guestContact.save);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const trip = cart.cart.trip;
  const lines = cart.cart.lines;
  const providerId = lines[0]?.providerId ?? 0;
  const pickupAt = trip ? parseDateTime(trip.pickupTime) : null;
  const scheduled = pickupAt !== null && isScheduledPickup(pickupAt, now);
  const bodyAt = (at: Date): BookingBody | null =>
    trip
      ? {
          trip_type: trip.rentalType,
          provider_id: providerId,
          coupon_code: coupon?.code,
          ...schedule(trip, at),
          additional_note: note || undefined,
          ...(isGuest ? contact : {}),
        }
      : null;

  // Booking waits until the device's own cart is read and has nothing left to send.
  const synced = fromDevice && cart.pendingCount === 0 && lines.length > 0;
  const tax = useQuery({
    queryKey: ['checkout', 'rental-tax', providerId, trip?.rentalType, trip?.estimatedHours, trip?.distance, trip?.pickupTime, scheduled, coupon?.code, lines.map((line) => `${line.vehicleId}x${line.quantity}`).join(',')],
    queryFn: () => getTripTax(bodyAt(operatorNow()) as BookingBody),
    enabled: synced && trip !== null,
    meta: { silent: true },
    retry: false,
  });

  const additional = config.data?.additional_charge_status === 1 ? (config.data.additional_charge ?? 0) : 0;
  const decimals = config.data?.digit_after_decimal_point ?? 2;
  const quote = useMemo(() => {
    if (!trip) return null;
    return bookingQuote({
      lines: lines.map((line) => ({ vehicle: line.vehicle, quantity: line.quantity })),
      trip: { tripType: trip.rentalType, estimatedHours: trip.estimatedHours, distance: trip.distance },
      providerDiscount: providerDiscountOf(lines[0]?.provider),
      coupon: coupon ? { discount: coupon.discount, discount_type: coupon.discount_type, max_discount: coupon.max_discount, min_purchase: coupon.min_purchase } : null,
      taxRate: 0,
      taxIncluded: tax.data?.tax_included === 1,
      additionalCharge: additional,
      decimals,
      serverTax: tax.data?.tax_amount,
    });
  }, [trip, lines, coupon, additional, decimals, tax.data]);

  const validateContact = (): boolean => {
    if (!isGuest) return true;
    const errors: ContactErrors = {
      contact_person_name: contact.contact_person_name.trim() === '',
      contact_person_number: contact.contact_person_number.trim() === '',
      contact_person_email: !isValidEmail(contact.contact_person_email),
    };
    setContactErrors(errors);
    return !Object.values(errors).some(Boolean);
  };

  return {
    isGuest,
    cart,
    /** Whether the cart shown is the device's own (false while the page the server rendered is being taken over). */
    fromDevice,
    trip,
    lines,
    synced,
    contact,
    contactErrors,
    setContact,
    note,
    setNote,
    coupon,
    couponError,
    clearCouponError: () => setCouponError(null),
    quote,
    /** A coupon is checked against the cart's provider and subtotal: not before the cart is known. */
    couponReady: providerId > 0 && quote !== null,
    /** The tax (and so the total) is known only once the server answered; until then no total is shown. */
    taxKnown: tax.data !== undefined && !tax.isFetching,
    tax,
    scheduled,
    pickupAt,
    applyCoupon: async (code: string) => {
      setCouponError(null);
      try {
        const found = await applyCoupon(code.trim(), providerId);
        const blocked = quote ? couponBlockedBy({ discount: found.discount, discount_type: found.discount_type, max_discount: found.max_discount, min_purchase: found.min_purchase }, quote.subtotal) : null;
        if (blocked) {
          setCouponError(`${t(blocked)} ${money(found.min_purchase)}`);
          return { blockedAt: found.min_purchase };
        }
        setCoupon(found);
        return { ok: true };
      } catch (error) {
        // A coupon refusal has a message; an expired coupon's 407 reaches browsers as a failed request.
        setCouponError(isApiError(error) && error.messages[0] ? error.messages[0] : t('checkout.couponUnavailable'));
        return { error };
      }
    },
    removeCoupon: () => setCoupon(null),
    book: async (): Promise<number | null> => {
      const body = bodyAt(operatorNow());
      if (!body || !quote || !validateContact()) return null;
      return bookTrip({ ...body, trip_amount: quote.total });
    },
  };
}
