/**
 * Talon for what is being ordered and how: the lines (server cart or a direct order), the store, order type,
 * delivery address or the guest's contact, when (now or a slot), coupon, tip, cutlery, extra packaging and
 * note; and the server's prices for exactly that (`get-Tax`, asked again whenever one of them changes).
 */
import { useMemo, useState } from 'react';
import { useConfig } from '@/api/config';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { useSavedDraft } from '@/hooks/use-saved-draft';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import type { CouponRule } from '@common/order-pricing/discounts';
import { keepPreviousData, useQuery } from '@/lib/query';
import { checkoutKeys, getOrderTax, type OrderBody } from '../api/checkout';
import { readDirectOrder, type DirectOrderKind } from '../direct-order';
import { useCheckoutSeam, type CheckoutAddress, type GuestContactValue } from '../seam';
import { deliveryAddress } from '../rules/address';
import { packagingField, storeExtrasOf, type ExtrasChoice } from '../rules/extras';
import { checkoutSettingsOf, orderTypesFor, type OrderType } from '../rules/settings';
import { isSlotRefusal, scheduleMode, slotDays, withoutSlots, type SlotRefusal } from '../rules/slots';
import { linesOfCart, linesOfDirectOrder, subtotalOf } from './order-lines';

export type CheckoutPage = 'cart' | DirectOrderKind;

export interface AppliedCoupon {
  code: string;
  title: string;
  /** The coupon list's rule, for the estimate; the server applies its own. */
  rule: CouponRule | null;
}

const EMPTY_CONTACT: GuestContactValue = { contact_person_name: '', contact_person_number: '', contact_person_email: '' };

export function useOrderDraft(page: CheckoutPage) {
  const seam = useCheckoutSeam();
  const session = useSession();
  const config = useConfig();
  const now = useOperatorNow();
  const isGuest = session.token === null;
  const settings = useMemo(() => checkoutSettingsOf(config.data as Record<string, unknown> | undefined), [config.data]);

  const direct = useMemo(() => (page === 'cart' ? null : readDirectOrder(page)), [page]);
  const cart = seam.useCart();
  const rows = page === 'cart' ? cart.rows : undefined;
  const lines = useMemo(() => (direct ? linesOfDirectOrder(direct) : rows ? linesOfCart(rows) : undefined), [direct, rows]);
  const storeId = direct?.storeId ?? rows?.[0]?.item.store_id ?? null;
  const { store, failed: storeFailed } = seam.useStore(storeId);

  const types = orderTypesFor(settings, store);
  const [chosenType, setOrderType] = useState<OrderType | null>(null);
  const orderType: OrderType | null = chosenType && types.includes(chosenType) ? chosenType : (types[0] ?? null);
  const delivery = orderType === 'delivery';

  const addresses = seam.useAddresses();
  const [pickedAddress, setAddress] = useState<CheckoutAddress | null>(null);
  // Checkout starts with the location chosen for the app, as real clients do; a saved address in the store's
  // zone stands in when that location is outside it, and the customer can switch to any of them.
  const current = seam.useCurrentLocation();
  const startingAddresses = useMemo(() => (current ? [current, ...(addresses ?? [])] : (addresses ?? [])), [current, addresses]);
  const address = deliveryAddress(pickedAddress, startingAddresses, store?.zoneId ?? null);

  const [contact, setContact] = useSavedDraft<GuestContactValue>(EMPTY_CONTACT, isGuest, seam.readGuestContact, seam.saveGuestContact);

  // Slots the server refused for this order (its hours changed, a lead time it keeps): never offered again.
  const [refusedSlots, setRefusedSlots] = useState<ReadonlyMap<string, SlotRefusal>>(new Map());
  const days = useMemo(
    () =>
      store && settings.scheduleOrder && store.scheduleOrder
        ? withoutSlots(slotDays({ periods: store.schedules, now, slotMinutes: settings.slotMinutes, leadMinutes: store.scheduleLeadMinutes }), refusedSlots)
        : [],
    [store, settings.scheduleOrder, settings.slotMinutes, now, refusedSlots],
  );
  // Unknown until the store is loaded (nothing is said about opening hours before that).
  const mode = store ? scheduleMode({ openNow: store.open, scheduleAllowed: settings.scheduleOrder && store.scheduleOrder, hasSlots: days.length > 0 }) : null;
  const [pickedSlot, setPickedSlot] = useState<string | null>(null);
  // "Schedule for later" stays chosen when its slot is refused: the customer stays on the picker.
  const [laterChosen, setLaterChosen] = useState(false);
  const [slotRefusal, setSlotRefusal] = useState<SlotRefusal | null>(null);
  const scheduleAt = pickedSlot && days.some((day) => day.slots.some((slot) => slot.value === pickedSlot)) ? pickedSlot : null;
  const setScheduleAt = (value: string | null) => {
    setPickedSlot(value);
    setLaterChosen(value !== null);
    setSlotRefusal(null);
  };
  const refuseSlot = (value: string, reason: string) => {
    const slot = days.flatMap((day) => day.slots).find((entry) => entry.value === value);
    const refusal: SlotRefusal = { value, start: slot?.start ?? null, end: slot?.end ?? null, reason };
    setRefusedSlots((current) => new Map(current).set(value, refusal));
    setPickedSlot((current) => (current === value ? null : current));
    setSlotRefusal(refusal);
  };

  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [tip, setTip] = useState(0);
  const [note, setNote] = useState('');
  const extras = store?.extras ?? storeExtrasOf(null);
  const [extrasChoice, setExtrasChoice] = useState<ExtrasChoice>({ cutlery: false, packaging: false });

  const body: OrderBody | null =
    storeId !== null && orderType && (!delivery || address)
      ? {
          store_id: storeId,
          order_type: orderType,
          ...(delivery && address
            ? { address: address.address, latitude: address.latitude, longitude: address.longitude, address_type: address.address_type, road: address.road, house: address.house, floor: address.floor }
            : {}),
          ...(coupon ? { coupon_code: coupon.code } : {}),
          ...(delivery && settings.tips && tip > 0 ? { dm_tips: tip } : {}),
          ...(scheduleAt ? { schedule_at: scheduleAt } : {}),
          ...packagingField(extras, extrasChoice),
          ...(direct ? { is_buy_now: 1 as const, cart: JSON.stringify([direct.line]) } : {}),
          ...(isGuest ? { is_guest: 1 as const } : {}),
        }
      : null;
  // The cart's content is part of the question: the same body asks again when a line changed.
  const cartSignature = rows?.map((row) => `${row.id}:${row.quantity}:${row.price}`).join(',') ?? '';
  const tax = useQuery({
    queryKey: [...checkoutKeys.tax(body as OrderBody), cartSignature],
    // A coupon the server refuses for this order (expired, used up, not for this store) is taken off again.
    queryFn: ({ signal }) =>
      getOrderTax(body as OrderBody, signal).catch((error: unknown) => {
        if (isApiError(error) && error.code === 'coupon' && body?.coupon_code) {
          setCouponError(error.messages[0] ?? null);
          setCoupon(null);
        }
        // A slot the server will not take: back to the picker with its reason, the slot no longer offered.
        if (isApiError(error) && isSlotRefusal(error.code) && body?.schedule_at) refuseSlot(body.schedule_at, error.messages[0] ?? '');
        throw error;
      }),
    meta: { silent: true },
    enabled: body !== null && (lines?.length ?? 0) > 0 && (page !== 'cart' || !cart.isFetching),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const clientSubtotal = lines ? subtotalOf(lines) : 0;
  const serverSubtotal = tax.data?.items_subtotal !== undefined ? tax.data.items_subtotal + (tax.data.add_on_total ?? 0) : null;

  return {
    page,
    isGuest,
    settings,
    direct,
    cart,
    lines,
    storeId,
    store,
    storeFailed,
    types,
    orderType,
    setOrderType,
    delivery,
    addresses,
    address,
    setAddress,
    contact,
    setContact,
    contactComplete: seam.isContactComplete(contact),
    days,
    mode,
    scheduleAt,
    setScheduleAt,
    /** A later time is chosen (or the only choice): the slot pickers show. */
    later: mode === 'later-only' || laterChosen || scheduleAt !== null,
    slotRefusal,
    refuseSlot,
    coupon,
    setCoupon,
    couponError,
    setCouponError,
    tip,
    setTip,
    note,
    setNote,
    extras,
    extrasChoice,
    setExtrasChoice,
    body,
    tax,
    /** The server's answer for exactly the current body. */
    priced: tax.data !== undefined && !tax.isPlaceholderData && !tax.isFetching && tax.error === null,
    subtotal: serverSubtotal ?? clientSubtotal,
    clientSubtotal,
    prescriptionNeeded: (lines ?? []).some((line) => line.prescriptionRequired),
  };
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;
