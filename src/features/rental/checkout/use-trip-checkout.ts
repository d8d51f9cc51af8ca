/**
 * Talon for booking the trip in the cart: guest contact, coupon (with the minimum purchase check), tax from
 * the server, the booking amount mirrored from the server's pipeline, and the booking itself.
 */
import { operatorNow } from '@/lib/operator-time';
import { useEffect, useMemo, useState } from 'react';
import { useConfig } from '@/api/config';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { formatWire, isUpcoming, parseDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { isValidEmail } from '@/lib/validation';
import { useQuery } from '@/lib/query';
import { applyCoupon, bookTrip, getTripTax, type BookingBody, type Coupon } from '../api/trips';
import { useRentalCart } from '../cart/cart-state';
import { bookingQuote, couponBlockedBy, type ProviderDiscount } from '../pricing';
import { EMPTY_CONTACT, readGuestContact, saveGuestContact, type GuestContact } from './guest-contact';

function providerDiscountOf(provider: Record<string, unknown> | undefined): ProviderDiscount | null {
  const discount = provider?.discount as Record<string, unknown> | null | undefined;
  if (!discount) return null;
  return {
    discount: Number(discount.discount) || 0,
    min_purchase: Number(discount.min_purchase) || 0,
    max_discount: Number(discount.max_discount) || 0,
  };
}

export type ContactErrors = Partial<Record<keyof GuestContact, boolean>>;

export function useTripCheckout() {
  const session = useSession();
  const config = useConfig();
  const cart = useRentalCart();
  const isGuest = session.token === null;
  const [contact, setContact] = useState<GuestContact>(EMPTY_CONTACT);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  useEffect(() => {
    if (isGuest) void readGuestContact().then(setContact).catch(() => undefined);
  }, [isGuest]);

  const trip = cart.cart.trip;
  const lines = cart.cart.lines;
  const providerId = lines[0]?.providerId ?? 0;
  const pickupAt = trip ? parseDateTime(trip.pickupTime) : null;
  const scheduled = pickupAt !== null && isUpcoming(pickupAt, operatorNow());
  const body: BookingBody | null = trip
    ? {
        trip_type: trip.rentalType,
        provider_id: providerId,
        coupon_code: coupon?.code,
        schedule_at: pickupAt ? formatWire(pickupAt) : undefined,
        scheduled: scheduled ? 1 : 0,
        additional_note: note || undefined,
        ...(isGuest ? contact : {}),
      }
    : null;

  const synced = cart.ready && cart.pendingCount === 0 && lines.length > 0;
  const tax = useQuery({
    queryKey: ['checkout', 'rental-tax', providerId, trip?.rentalType, trip?.estimatedHours, trip?.distance, coupon?.code, lines.map((line) => `${line.vehicleId}x${line.quantity}`).join(',')],
    queryFn: () => getTripTax(body as BookingBody),
    enabled: synced && body !== null,
    meta: { silent: true },
    retry: false,
  });

  const additional = config.data?.additional_charge_status === 1 ? (config.data.additional_charge ?? 0) : 0;
  const quote = useMemo(() => {
    if (!trip) return null;
    const base = bookingQuote({
      lines: lines.map((line) => ({ vehicle: line.vehicle, quantity: line.quantity })),
      trip: { tripType: trip.rentalType, estimatedHours: trip.estimatedHours, distance: trip.distance },
      providerDiscount: providerDiscountOf(lines[0]?.provider),
      coupon: coupon ? { discount: coupon.discount, discount_type: coupon.discount_type, max_discount: coupon.max_discount, min_purchase: coupon.min_purchase } : null,
      taxRate: 0,
      taxIncluded: false,
      additionalCharge: additional,
      decimals: config.data?.digit_after_decimal_point ?? 2,
    });
    const taxAmount = tax.data?.tax_amount ?? 0;
    const included = tax.data?.tax_included === 1;
    return { ...base, tax: taxAmount, taxIncluded: included, total: Math.round((base.total + (included ? 0 : taxAmount)) * 100) / 100 };
  }, [trip, lines, coupon, additional, tax.data, config.data?.digit_after_decimal_point]);

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
    trip,
    lines,
    synced,
    contact,
    contactErrors,
    setContact: (next: GuestContact) => {
      setContact(next);
      void saveGuestContact(next).catch(() => undefined);
    },
    note,
    setNote,
    coupon,
    couponError,
    quote,
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
      if (!body || !quote || !validateContact()) return null;
      return bookTrip({ ...body, trip_amount: quote.total });
    },
  };
}
