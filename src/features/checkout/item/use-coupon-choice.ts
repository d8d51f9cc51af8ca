/**
 * Talon for the coupon: the coupons this customer can use at this store, and applying one by code or from the
 * list, the code checked at the store first (`coupon/apply`). Coupons belong to accounts (the backend refuses a
 * guest's), so a guest is offered none and nothing is asked for them. The minimum purchase is checked here (the server does not), with the
 * spec's message; everything else the server's price check (`get-Tax`) confirms or refuses.
 */
import { useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { useQuery } from '@/lib/query';
import { applyCoupon, checkoutCouponsOptions } from '../api/checkout';
import type { CheckoutCoupon } from '../api/structs';
import { couponMinimumShortfall, couponsForStore } from '../rules/coupons';
import type { OrderDraft } from './use-order-draft';

export function useCouponChoice(draft: OrderDraft) {
  const session = useSession();
  const coupons = useQuery({ ...checkoutCouponsOptions(true, session.module?.id ?? null), enabled: !draft.isGuest });
  const [applying, setApplying] = useState<string | null>(null);

  const apply = async (code: string) => {
    const wanted = code.trim();
    if (!wanted || draft.isGuest) return;
    draft.setCouponError(null);
    setApplying(wanted);
    try {
      let coupon: CheckoutCoupon | undefined = (coupons.data ?? []).find((entry) => entry.code.toLowerCase() === wanted.toLowerCase());
      if (draft.storeId !== null) coupon = await applyCoupon(wanted, draft.storeId);
      if (!coupon) {
        draft.setCouponError(t('itemCheckout.couponNotFound'));
        return;
      }
      const shortfall = couponMinimumShortfall(coupon, draft.subtotal);
      if (shortfall !== null) {
        draft.setCouponError(`${t('checkout.couponMinPurchase')} ${money(shortfall)}`);
        return;
      }
      const { coupon_type, discount, discount_type, min_purchase, max_discount } = coupon;
      draft.setCoupon({ code: coupon.code, title: coupon.title, rule: { coupon_type, discount, discount_type, min_purchase, max_discount } });
    } catch (error) {
      draft.setCouponError(isApiError(error) && error.messages[0] ? error.messages[0] : t('checkout.couponUnavailable'));
    } finally {
      setApplying(null);
    }
  };

  return {
    list: draft.isGuest ? [] : couponsForStore(coupons.data ?? [], draft.storeId),
    applied: draft.coupon,
    error: draft.couponError,
    applying,
    apply,
    remove: () => {
      draft.setCoupon(null);
      draft.setCouponError(null);
    },
    clearError: () => draft.setCouponError(null),
  };
}

export type CouponChoice = ReturnType<typeof useCouponChoice>;
