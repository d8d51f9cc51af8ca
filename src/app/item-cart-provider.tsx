/**
 * Gives the catalogue's item views the item cart through their seam (features never import each other):
 * whether an item is in the cart, add and update (with the cart's messages and the other-store question), a
 * card's stepper, and Buy Now / Order Now, which hand the chosen line to checkout without touching the
 * cart. The cart's actions and the line conversion load on first use, so this provider costs the first
 * screen almost nothing.
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { ItemCartProvider, type ItemCartActions, type ItemCartLine } from '@/features/catalog/cart-seam';
import { useItemCartState } from '@/features/item-cart/cart-state';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session';
import { afterNextPaint } from '@/lib/yield-to-main';

// The tap's own answer (its button pending, its stepper) is painted before the cart's code and storage work
// start, in a task of their own after the tap's frame.
const actions = async () => {
  await afterNextPaint();
  return import('@/features/item-cart/actions');
};
const handOff = async (kind: 'buy_now' | 'campaign', line: ItemCartLine) => (await import('./item-cart-hand-off')).handOff(kind, line);

export function ItemCartActionsProvider({ children }: { children: ReactNode }) {
  const cart = useItemCartState();
  const [, navigate] = useLocation();
  const value = useMemo<ItemCartActions>(
    () => ({
      lineOf: (itemId) => {
        const line = cart.cart.lines.find((entry) => entry.itemId === itemId);
        return line ? { quantity: line.quantity } : null;
      },
      add: async (line) => {
        await (await actions()).addLine(line);
      },
      update: async (line) => {
        await (await actions()).updateLine(line);
      },
      step: async (itemId, by) => {
        await (await actions()).stepItem(itemId, by);
      },
      buyNow: async (line) => {
        await handOff('buy_now', line);
        navigate(paths.checkout('buy_now'));
      },
      orderNow: async (line) => {
        // Campaign items are ordered by signed-in customers only.
        if (!getSession().token) {
          notify.error(t('cart.loginRequired'));
          return;
        }
        await handOff('campaign', line);
        navigate(paths.checkout('campaign'));
      },
    }),
    [cart.cart, navigate],
  );
  return <ItemCartProvider value={value}>{children}</ItemCartProvider>;
}
