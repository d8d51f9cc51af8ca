/** The small marks of item and store cards (Recommend, Organic, veg / non-veg, halal, free delivery) and the discount badge. */
import { Badge } from '@/components/ui/badge/badge';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { DiscountBadge, ItemMark, StoreMark } from '../rules/badges';
import * as styles from './cards.css';

const TONES = { outOfStock: 'critical', recommended: 'brand', organic: 'positive', veg: 'positive', nonVeg: 'critical', halal: 'info', freeDelivery: 'positive' } as const;
const LABELS = {
  outOfStock: 'catalog.badge.outOfStock',
  recommended: 'catalog.badge.recommended',
  organic: 'catalog.badge.organic',
  veg: 'catalog.badge.veg',
  nonVeg: 'catalog.badge.nonVeg',
  halal: 'catalog.badge.halal',
  freeDelivery: 'catalog.badge.freeDelivery',
} as const;

export function Marks({ marks }: { marks: readonly (ItemMark | StoreMark)[] }) {
  if (marks.length === 0) return null;
  return (
    <ul className={styles.marks} aria-label={t('catalog.badge.label')}>
      {marks.map((mark) => (
        <li key={mark}>
          <Badge tone={TONES[mark]}>{t(LABELS[mark])}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function DiscountTag({ badge }: { badge: DiscountBadge }) {
  return <Badge tone="solid">{badge.kind === 'percent' ? t('catalog.badge.percentOff', { value: badge.value }) : t('catalog.badge.amountOff', { value: money(badge.value) })}</Badge>;
}
