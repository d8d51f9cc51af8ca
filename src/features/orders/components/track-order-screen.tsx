/**
 * /track-order for the store modules: an order number (and, for guests, the phone number the order was
 * placed with, which the server checks) opens the order followed live. `?order_id=` opens an order
 * directly; signed-in customers also see their running orders to pick from. A guest's phone the app already
 * knows (the contact kept from their last order on this device) is filled in, and opens the order named in
 * the address at once.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useInfiniteQuery } from '@/lib/query';
import { ordersInfiniteOptions } from '../api/orders';
import { OrderCard } from './order-card';
import { TrackedOrder } from './tracked-order';
import * as styles from './orders.css';

const orderNumber = (value: string | null) => {
  const number = Number((value ?? '').trim().replace(/^#/, ''));
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

function RunningOrders() {
  const orders = useInfiniteQuery({ ...ordersInfiniteOptions('running'), meta: { silent: true } });
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.column} aria-labelledby="running-orders">
      <h2 id="running-orders" className={styles.sectionTitle}>
        {t('orders.yourRunning')}
      </h2>
      <ul className={styles.list}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} href={paths.trackOrderFor(order.id)} />
        ))}
      </ul>
    </section>
  );
}

export interface TrackOrderScreenProps {
  /** The guest's phone number this device keeps (empty when none). */
  readKnownPhone?: (() => Promise<string>) | undefined;
}

export default function TrackOrderScreen({ readKnownPhone }: TrackOrderScreenProps) {
  const session = useSession();
  const signedIn = session.token !== null;
  const [params, setParams] = useSearchParams();
  const [id, setId] = useState(params.get('order_id') ?? '');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ id?: string; phone?: string }>({});
  // The phone number stays in memory only (never in the address bar). A guest who just placed an order
  // arrives with it in the page's history state, so the order opens without typing it again.
  const [lookup, setLookup] = useState<{ id: number; phone: string | null } | null>(() => {
    const handed = (history.state as { contactNumber?: unknown } | null)?.contactNumber;
    const id = orderNumber(params.get('order_id'));
    return typeof handed === 'string' && handed && id !== null ? { id, phone: handed } : null;
  });
  const fromAddress = orderNumber(params.get('order_id'));
  useEffect(() => {
    if (signedIn || !readKnownPhone) return;
    let live = true;
    readKnownPhone()
      .then((known) => {
        const number = known.trim();
        if (!live || !number) return;
        setPhone((typed) => typed || number);
        setLookup((current) => current ?? (fromAddress !== null ? { id: fromAddress, phone: number } : null));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, readKnownPhone, fromAddress]);
  const tracked = signedIn ? (fromAddress !== null ? { id: fromAddress, phone: null } : null) : lookup !== null && lookup.id === fromAddress ? lookup : null;

  return (
    <TitledScreen title={t('orders.trackTitle')}>
      <p>{signedIn ? t('orders.trackIntro') : t('orders.trackIntroGuest')}</p>
      <form
        className={styles.form}
        noValidate
        aria-label={t('orders.trackTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          const number = orderNumber(id);
          const next = { ...(number === null ? { id: t('orders.orderIdRequired') } : {}), ...(!signedIn && phone.trim().replace(/\D/g, '').length < 6 ? { phone: t('orders.phoneRequired') } : {}) };
          setErrors(next);
          if (number === null || next.phone) return;
          setLookup({ id: number, phone: signedIn ? null : phone.trim() });
          setParams({ order_id: String(number) });
        }}
      >
        <TextField label={t('orders.orderId')} inputMode="numeric" value={id} onChange={setId} errorMessage={errors.id} isRequired />
        {signedIn ? null : <TextField label={t('orders.phone')} type="tel" inputMode="tel" autoComplete="tel" description={t('orders.phoneHint')} value={phone} onChange={setPhone} errorMessage={errors.phone} isRequired />}
        <Button type="submit">{t('orders.trackSubmit')}</Button>
      </form>
      {tracked ? <TrackedOrder key={`${tracked.id}:${tracked.phone ?? ''}`} id={tracked.id} contactNumber={tracked.phone} signedIn={signedIn} /> : signedIn ? <RunningOrders /> : null}
    </TitledScreen>
  );
}
