/**
 * Item checkout composed with what it needs from other features: the server's item cart, the store's details,
 * the customer's profile (id, wallet balance), saved or this device's addresses and their picker, and the
 * guest contact card (a feature of its own, which the trip and parcel checkouts use too).
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { cartKeys, cartListOptions } from '@/features/item-cart/api/cart';
import { useItemCartState } from '@/features/item-cart/cart-state';
import { storeDetailsOptions } from '@/features/catalog/api/stores';
import { profileOptions } from '@/features/account/api/auth';
import { addressesQueryOptions, type SavedAddress } from '@/features/addresses/api';
import type { AddressFormResult } from '@/features/addresses/types';
import ItemCheckoutScreen from '@/features/checkout/components/item-checkout-screen';
import type { CheckoutPage } from '@/features/checkout/item/use-order-draft';
import { storeExtrasOf } from '@/features/checkout/rules/extras';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { CheckoutSeamProvider, type CheckoutAddress, type CheckoutSeam, type CheckoutStore } from '@/features/checkout/seam';
import { GuestContactForm } from '@/features/guest-contact/guest-contact-form';
import { contactProblems } from '@/features/guest-contact/guest-contact';
import { readGuestContact, saveGuestContact } from '@/features/guest-contact/storage';
import { useSession } from '@/hooks/use-session';
import { getSession, parseZoneIds } from '@/lib/session';
import { isApiError } from '@/lib/api-error';
import { importPatiently } from '@/lib/after-load';
import { useDeferredLiveQuery } from '@/lib/db-live';
import { deliveryTimeText } from '@/lib/durations';
import { useQuery, useQueryClient } from '@/lib/query';
import type * as MirrorRowsModule from './item-checkout-rows';

const SavedAddressesDialog = lazy(() => import('@/features/addresses/components/saved-addresses-dialog'));

type PickedAddress = SavedAddress | AddressFormResult['address'];

const toCheckoutAddress = (address: PickedAddress): CheckoutAddress => ({
  id: address.id,
  address: address.address,
  address_type: address.address_type,
  contact_person_name: address.contact_person_name,
  contact_person_number: address.contact_person_number,
  contact_person_email: address.contact_person_email ?? null,
  latitude: address.latitude,
  longitude: address.longitude,
  road: address.road,
  house: address.house,
  floor: address.floor,
  zone_ids: address.zone_ids,
});

function useStore(storeId: number | null): { store: CheckoutStore | null; failed: boolean } {
  const query = useQuery({ ...storeDetailsOptions(String(storeId ?? 0)), enabled: storeId !== null });
  const data = query.data;
  const store = useMemo<CheckoutStore | null>(() => {
    if (!data) return null;
    const lead = Number((data as Record<string, unknown>).order_place_to_schedule_interval);
    return {
      id: data.id,
      name: data.name,
      zoneId: data.zone_id ?? null,
      open: Number(data.open) === 1,
      scheduleOrder: data.schedule_order ?? false,
      delivery: data.delivery ?? true,
      takeAway: data.take_away ?? true,
      schedules: data.schedules,
      scheduleLeadMinutes: Number.isFinite(lead) && lead > 0 ? lead : null,
      deliveryTime: data.delivery_time ? deliveryTimeText(data.delivery_time) : null,
      extras: storeExtrasOf(data as Record<string, unknown>),
      details: data as Record<string, unknown>,
    };
  }, [data]);
  return { store, failed: query.isError && !data };
}

function useCustomer() {
  const session = useSession();
  const profile = useQuery(profileOptions(session.token));
  if (!session.token || !profile.data) return null;
  const data = profile.data;
  return { id: data.id, walletBalance: data.wallet_balance ?? 0, name: data.f_name ?? '', phone: data.phone ?? '' };
}

/**
 * The location the customer chose (landing page or header) as a delivery address, as real clients take it
 * ("Selected Address"): a customer's name and phone as its contact; a guest's contact comes from the form.
 */
function useCurrentLocation(): CheckoutAddress | null {
  const session = useSession();
  const customer = useCustomer();
  const zones = parseZoneIds(session.zoneId);
  return useMemo(
    () =>
      session.location && session.latLng && zones
        ? {
            id: null,
            current: true,
            address: session.location,
            address_type: 'others',
            contact_person_name: customer?.name ?? '',
            contact_person_number: customer?.phone ?? '',
            latitude: session.latLng.lat,
            longitude: session.latLng.lng,
            road: '',
            house: '',
            floor: '',
            zone_ids: zones,
          }
        : null,
    // The zone ids are read from their text: the same text is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session.location, session.latLng?.lat, session.latLng?.lng, session.zoneId, customer?.name, customer?.phone],
  );
}

function useAddresses(): readonly CheckoutAddress[] | undefined {
  const session = useSession();
  const saved = useQuery(addressesQueryOptions(session.token));
  const signedIn = Boolean(session.token);
  const guest = useDeferredLiveQuery(() => import('@/features/addresses/storage').then(({ listGuestAddresses }) => () => (signedIn ? [] : listGuestAddresses())), [signedIn]);
  const list = session.token ? saved.data : guest;
  return useMemo(() => list?.map(toCheckoutAddress), [list]);
}

type MirrorRows = typeof MirrorRowsModule;
let mirrorRows: MirrorRows | null = null;

/** The mirror's rows (item-checkout-rows.ts, with the cart's pricing rules) once `needed`: loaded only then. */
function useMirrorRows(needed: boolean): MirrorRows | null {
  const [rows, setRows] = useState<MirrorRows | null>(mirrorRows);
  useEffect(() => {
    if (!needed || rows) return;
    let live = true;
    importPatiently(() => import('./item-checkout-rows')).then(
      (module) => {
        mirrorRows = module;
        if (live) setRows(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, rows]);
  return rows;
}

/**
 * The server's cart; when it cannot be reached (offline, or no answer), the device's mirror as the drawer
 * shows it, so checkout still opens with its lines and an estimate (placing the order waits for the network).
 */
function useCart() {
  const query = useQuery(cartListOptions());
  const mirror = useItemCartState();
  // The last failure counts even while a retry waits for the connection (offline, retries pause).
  const failure = query.error ?? query.failureReason;
  const unreachable = !query.data && isApiError(failure) && failure.isAmbiguous;
  const ofMirror = useMirrorRows(unreachable);
  const fallback = useMemo(() => (unreachable && mirror.ready && ofMirror ? ofMirror.cartRowsOfMirror(mirror.cart.lines) : undefined), [unreachable, mirror.ready, mirror.cart.lines, ofMirror]);
  const refetch = () => void query.refetch();
  // Until the mirror is read (just after the first paint) and its rows' code is in, the lines show as loading.
  if (unreachable) return { rows: fallback, error: null, isFetching: query.isFetching, refetch };
  return { rows: query.data, error: query.error, isFetching: query.isFetching, refetch };
}

const AddressPicker: CheckoutSeam['AddressPicker'] = ({ storeZoneId, onClose, onSelect }) => (
  <Suspense fallback={null}>
    <SavedAddressesDialog storeZoneId={storeZoneId} onClose={onClose} onSelect={(address) => onSelect(toCheckoutAddress(address))} />
  </Suspense>
);

const GuestContact: CheckoutSeam['GuestContact'] = ({ contact, onChange, errors }) => <GuestContactForm contact={contact} onChange={onChange} bookingErrors={errors} />;

export default function ItemCheckout({ page }: { page: CheckoutPage }) {
  const queryClient = useQueryClient();
  const seam = useMemo<CheckoutSeam>(
    () => ({
      useCart,
      afterOrderPlaced: async (fromCart) => {
        await Promise.all([
          fromCart ? queryClient.invalidateQueries({ queryKey: cartKeys.all() }) : Promise.resolve(),
          // The badge and drawer read the cart kept on this device: it is read again from the server, now empty.
          // Its storage is loaded only now, so the checkout's first script stays without it.
          fromCart ? import('@/features/item-cart/storage').then(({ refreshItemCart }) => refreshItemCart(getSession())).catch(() => undefined) : Promise.resolve(),
          queryClient.invalidateQueries({ queryKey: ['orders'] }),
          queryClient.invalidateQueries({ queryKey: ['profile'] }),
        ]);
      },
      useStore,
      useCustomer,
      useAddresses,
      useCurrentLocation,
      AddressPicker,
      GuestContact,
      readGuestContact,
      saveGuestContact,
      isContactComplete: (contact) => Object.keys(contactProblems(contact)).length === 0,
      signIn: () => openAuthDialog('sign-in'),
    }),
    [queryClient],
  );
  return (
    <CheckoutSeamProvider value={seam}>
      <ItemCheckoutScreen page={page} />
    </CheckoutSeamProvider>
  );
}
