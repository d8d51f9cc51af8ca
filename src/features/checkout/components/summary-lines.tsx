/**
 * The summary's amounts, one row per line and the total. The server's lines carry `data-line`; an
 * estimate's carry `data-estimate-line` instead, so nothing that reads the charged amounts mistakes one
 * for the other.
 */
import { Price } from '@/components/ui/price/price';
import { t, type TranslationKey } from '@/lib/i18n';
import type { OrderSummary, SummaryKey } from '../rules/summary';
import * as styles from './item-checkout.css';

const LINE_TEXT: Record<SummaryKey, TranslationKey> = {
  items: 'itemCheckout.items',
  addOns: 'itemCheckout.addOns',
  discount: 'itemCheckout.discount',
  coupon: 'itemCheckout.coupon',
  tax: 'itemCheckout.tax',
  delivery: 'itemCheckout.delivery',
  tips: 'itemCheckout.tips',
  additional: 'itemCheckout.additional',
  packaging: 'itemCheckout.packaging',
};

export interface SummaryLinesProps {
  summary: OrderSummary;
  label: string;
  totalLabel: string;
  additionalChargeName: string | null;
  estimate?: boolean;
  className?: string;
}

export function SummaryLines({ summary, label, totalLabel, additionalChargeName, estimate = false, className }: SummaryLinesProps) {
  const marker = (key: SummaryKey | 'total') => (estimate ? { 'data-estimate-line': key } : { 'data-line': key });
  return (
    <dl className={className ? `${styles.summary} ${className}` : styles.summary} aria-label={label}>
      {summary.lines.map((line) => (
        <div key={line.key} style={{ display: 'contents' }}>
          <dt>{line.key === 'tax' && line.included ? t('itemCheckout.taxIncluded') : line.key === 'additional' && additionalChargeName ? additionalChargeName : t(LINE_TEXT[line.key])}</dt>
          <dd className={styles.amount} {...marker(line.key)}>
            {line.original !== undefined ? <Price amount={line.amount} original={line.original} /> : null}
            {line.original === undefined ? (
              <>
                {line.minus ? '−' : null}
                <Price amount={line.amount} />
              </>
            ) : null}
          </dd>
        </div>
      ))}
      <dt className={styles.total}>{totalLabel}</dt>
      <dd className={`${styles.total} ${styles.amount}`} {...marker('total')}>
        {summary.total !== null ? <Price amount={summary.total} size="lg" /> : '—'}
      </dd>
    </dl>
  );
}
