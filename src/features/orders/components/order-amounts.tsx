/** The order's money, line by line, as the server charged it. */
import { Price } from '@/components/ui/price/price';
import { t } from '@/lib/i18n';
import type { AmountKey, AmountRow } from '../amounts';
import * as styles from './orders.css';

const LABELS: Record<AmountKey, () => string> = {
  items: () => t('orders.amounts.items'),
  addOns: () => t('orders.amounts.addOns'),
  subtotal: () => t('orders.amounts.subtotal'),
  discount: () => t('orders.amounts.discount'),
  coupon: () => t('orders.amounts.coupon'),
  referral: () => t('orders.amounts.referral'),
  tax: () => t('orders.amounts.tax'),
  taxIncluded: () => t('orders.amounts.taxIncluded'),
  deliveryFee: () => t('orders.amounts.deliveryFee'),
  additionalCharge: () => t('orders.amounts.additionalCharge'),
  extraPackaging: () => t('orders.amounts.extraPackaging'),
  tips: () => t('orders.amounts.tips'),
  total: () => t('orders.amounts.total'),
  paidByWallet: () => t('orders.amounts.paidByWallet'),
  due: () => t('orders.amounts.due'),
};

export function OrderAmounts({ rows, additionalChargeName }: { rows: readonly AmountRow[]; additionalChargeName?: string | undefined }) {
  return (
    <dl className={styles.amounts}>
      {rows.map((row) => {
        const strong = row.key === 'total' ? styles.total : undefined;
        return (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt className={strong}>{row.key === 'additionalCharge' && additionalChargeName ? additionalChargeName : LABELS[row.key]()}</dt>
            <dd className={strong}>{row.free ? t('orders.free') : <Price amount={row.amount} prefix={row.deduction ? '−' : undefined} />}</dd>
          </div>
        );
      })}
    </dl>
  );
}
