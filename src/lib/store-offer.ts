/**
 * A store-wide discount said as its condition, the same words wherever it is shown (the store's offers, an
 * item's view, the cart): "10% off orders over AED 50.00, up to AED 30.00", "AED 5.00 off every order".
 */
import type { StoreDiscountRule } from '@common/order-pricing/discounts';
import { t } from './i18n';
import { money } from './money-settings';

export function storeOfferText(rule: Pick<StoreDiscountRule, 'discount' | 'discount_type' | 'min_purchase' | 'max_discount'>): string {
  const min = rule.min_purchase > 0 ? money(rule.min_purchase) : null;
  if (rule.discount_type !== 'percent') return min ? t('catalog.offer.amountOver', { amount: money(rule.discount), min }) : t('catalog.offer.amountEvery', { amount: money(rule.discount) });
  const cap = rule.max_discount > 0 ? money(rule.max_discount) : null;
  const value = rule.discount;
  if (min && cap) return t('catalog.offer.percentOverCapped', { value, min, cap });
  if (min) return t('catalog.offer.percentOver', { value, min });
  if (cap) return t('catalog.offer.percentEveryCapped', { value, cap });
  return t('catalog.offer.percentEvery', { value });
}
