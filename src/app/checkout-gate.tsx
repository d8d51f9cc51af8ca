/**
 * Starting checkout (spec §4), for the trip cart in the rental module and the item cart in the store modules:
 * an empty cart goes home; a signed-in customer goes to checkout; a guest goes through the login-or-guest
 * choice when guest checkout is on, else to sign in.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '@/api/config';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { LoginPrompt } from '@/features/account/components/login-prompt';
import { getItemCartState } from '@/features/item-cart/cart-state';
import { getRentalCartState } from '@/features/rental/cart/cart-state';
import { getSession } from '@/lib/session';

export function useCheckoutGate(): { start: () => void; dialogs: ReactNode } {
  const config = useConfig();
  const [, navigate] = useLocation();
  const [prompt, setPrompt] = useState(false);
  const start = () => {
    const isRental = getSession().module?.module_type === 'rental';
    const lines = isRental ? getRentalCartState().cart.lines.length : getItemCartState().cart.lines.length;
    if (lines === 0) {
      navigate(paths.home);
      return;
    }
    if (getSession().token) {
      navigate(paths.checkout('cart'));
      return;
    }
    if (config.data?.guest_checkout_status === 1) setPrompt(true);
    else openAuthDialog('sign-in');
  };
  return {
    start,
    dialogs: (
      <LoginPrompt
        isOpen={prompt}
        onClose={() => setPrompt(false)}
        onGuest={() => {
          setPrompt(false);
          navigate(paths.checkout('cart'));
        }}
      />
    ),
  };
}
