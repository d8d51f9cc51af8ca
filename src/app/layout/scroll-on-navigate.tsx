/**
 * A new page opens at its top (the booked trip, not the middle of the checkout it came from); going back or
 * forward leaves the browser's own scroll restoration alone. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export function ScrollOnNavigate() {
  const [location] = useLocation();
  const first = useRef(true);
  const fromHistory = useRef(false);
  useEffect(() => {
    const remember = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', remember);
    return () => window.removeEventListener('popstate', remember);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
