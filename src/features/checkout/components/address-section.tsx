/**
 * The delivery address: the chosen one with its contact (the app's current location, said as such, to begin with), or the spec's hint when there is none; the picker
 * (saved addresses inside the store's zone, or a guest's addresses on this device, and a new one) opens on
 * demand.
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import { useCheckoutSeam, type CheckoutAddress } from '../seam';
import * as styles from './item-checkout.css';

export function AddressSection({ address, storeZoneId, onChange }: { address: CheckoutAddress | null; storeZoneId: number | null; onChange: (address: CheckoutAddress) => void }) {
  const { AddressPicker } = useCheckoutSeam();
  const [picking, setPicking] = useState(false);
  return (
    <section className={card} aria-labelledby="checkout-address">
      <div className={styles.row}>
        <h2 id="checkout-address" className={sectionTitle}>
          {t('itemCheckout.deliveryAddress')}
        </h2>
        <PlainButton size="sm" variant="secondary" icon="pin" onPress={() => setPicking(true)}>
          {address ? t('itemCheckout.changeAddress') : t('itemCheckout.chooseAddress')}
        </PlainButton>
      </div>
      {address ? (
        <div>
          {address.current ? <p className={styles.muted}>{t('itemCheckout.currentLocation')}</p> : null}
          <p>{address.address}</p>
          {address.contact_person_name || address.contact_person_number ? (
            <p className={styles.muted}>{t('itemCheckout.addressContact', { name: address.contact_person_name, phone: address.contact_person_number })}</p>
          ) : null}
        </div>
      ) : (
        <p className={styles.hint}>
          <Icon name="alert" size={16} />
          {t('itemCheckout.addAddress')}
        </p>
      )}
      {picking ? (
        <AddressPicker
          storeZoneId={storeZoneId}
          onClose={() => setPicking(false)}
          onSelect={(picked) => {
            onChange(picked);
            setPicking(false);
          }}
        />
      ) : null}
    </section>
  );
}
