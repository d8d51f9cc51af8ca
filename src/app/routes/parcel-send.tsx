/**
 * /parcel/send: the parcel wizard composed with what it needs from other features: the customer's profile,
 * the saved-addresses picker (this device's addresses for a guest), the guest contact card, and after
 * placing, the payment page for a gateway (it returns to the order-result screen) or the parcel's tracking.
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { profileOptions } from '@/features/account/api/auth';
import type { SavedAddress } from '@/features/addresses/api';
import type { AddressFormResult } from '@/features/addresses/types';
import { paymentPageUrl } from '@/features/checkout/api/payment-page';
import { orderResultPath } from '@/features/checkout/result/result-path';
import { rememberPlacedOrder } from '@/features/checkout/placement';
import { ParcelSeamProvider, type ParcelSeam, type SeamAddress } from '@/features/parcel/seam';
import ParcelWizard from '@/features/parcel/wizard/parcel-wizard';
import { readGuestContact, saveGuestContact } from '@/features/guest-contact/storage';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useQuery, useQueryClient } from '@/lib/query';

const SavedAddressesDialog = lazy(() => import('@/features/addresses/components/saved-addresses-dialog'));

const toSeamAddress = (address: SavedAddress | AddressFormResult['address']): SeamAddress => ({
  id: address.id,
  address: address.address,
  latitude: address.latitude,
  longitude: address.longitude,
  contact_person_name: address.contact_person_name,
  contact_person_number: address.contact_person_number,
  road: address.road,
  house: address.house,
  floor: address.floor,
});

function useCustomer() {
  const session = useSession();
  const profile = useQuery(profileOptions(session.token));
  if (!session.token || !profile.data) return null;
  const data = profile.data;
  return { id: data.id, name: [data.f_name, data.l_name].filter(Boolean).join(' '), phone: data.phone ?? '', walletBalance: data.wallet_balance ?? 0 };
}

const AddressPicker: ParcelSeam['AddressPicker'] = ({ onClose, onSelect }) => (
  <Suspense fallback={null}>
    <SavedAddressesDialog onClose={onClose} onSelect={(address) => onSelect(toSeamAddress(address))} />
  </Suspense>
);

export default function ParcelSend() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // The seam stays one object for the wizard's life; it reaches the router's latest navigate through this.
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });
  const seam = useMemo<ParcelSeam>(
    () => ({
      useCustomer,
      AddressPicker,
      readGuestContact,
      saveGuestContact,
      afterPlaced: async (placed) => {
        await Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['profile'] })]).catch(() => undefined);
        rememberPlacedOrder({ orderId: placed.orderId, amount: placed.amount, method: placed.method, gateway: placed.gateway, payerId: placed.payerId, contactNumber: placed.contactNumber, partial: false });
        if (placed.gateway && placed.payerId) {
          const callback = `${window.location.origin}${orderResultPath()}`;
          window.location.assign(paymentPageUrl({ orderId: placed.orderId, customerId: placed.payerId, gateway: placed.gateway, callback }));
          return;
        }
        // The guest's phone number travels in the page's history state only, never in the address.
        go.current(paths.trackOrderFor(placed.orderId), { state: { contactNumber: placed.contactNumber } });
      },
    }),
    [queryClient],
  );
  return (
    <ParcelSeamProvider value={seam}>
      <ParcelWizard />
    </ParcelSeamProvider>
  );
}
