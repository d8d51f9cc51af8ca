/** The resend countdown (spec §9: resend disabled for 60 s), measured against a deadline so a busy tab cannot stretch it. */
import { useCallback, useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `0:45`, digits in Latin so the countdown reads the same in both languages. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Seconds left, and `restart` (after a code was sent again). Starts counting at mount. */
export function useCountdown(seconds = RESEND_SECONDS): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    const tick = () => setRemaining(secondsLeft(deadline, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
}
