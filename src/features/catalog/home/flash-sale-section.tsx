/**
 * The running flash sale: a countdown to its end (on the operator's clock) and its products at the sale
 * price with what is left of the sale stock. Nothing when no sale runs.
 */
import { useEffect, useState } from 'react';
import { t, tp } from '@/lib/i18n';
import { operatorNow } from '@/lib/operator-time';
import { useFlashSale } from '../api/promotions';
import { ItemCard } from '../components/item-card';
import * as cards from '../components/cards.css';
import { countdown, type Countdown } from '../rules/countdown';
import { HomeSection } from './section';
import * as styles from './home.css';

/** Ticks every second after mount; renders an empty box of the final size before (the server knows no "now"). */
function Timer({ end }: { end: string }) {
  const [left, setLeft] = useState<Countdown | null>(null);
  useEffect(() => {
    const tick = () => setLeft(countdown(end, operatorNow()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  const units = left
    ? ([
        ['days', left.days],
        ['hours', left.hours],
        ['minutes', left.minutes],
        ['seconds', left.seconds],
      ] as const)
    : [];
  return (
    <div className={styles.timer} role="timer" aria-label={t('catalog.flash.endsIn')}>
      {units.map(([unit, value]) => (
        <span key={unit} className={styles.timerUnit}>
          <bdi>{String(value).padStart(2, '0')}</bdi>
          <span className={styles.timerLabel}>{t(`catalog.flash.${unit}`)}</span>
        </span>
      ))}
    </div>
  );
}

export function FlashSaleSection() {
  const sale = useFlashSale();
  const data = sale.data;
  if (!data || !data.end_date || !data.active_products?.length) return null;
  return (
    <div className={styles.flash}>
      <HomeSection id="home-flash-sale" title={data.title ?? t('catalog.flash.title')} subtitle={t('catalog.flash.endsIn')}>
        <Timer end={data.end_date} />
        <ul className={cards.row}>
          {data.active_products.map((product) => (
            <li key={product.id} className={cards.cell}>
              <ItemCard item={{ ...product.item, discount: product.discount, discount_type: product.discount_type }} price={product.discounted_price} />
              <p className={styles.stock}>{tp('catalog.flash.left', product.available_stock)}</p>
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  );
}
