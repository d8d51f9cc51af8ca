/**
 * The operator's wall clock for availability, updated each minute. `null` during a server render and the
 * hydration pass (the server knows no "now" to agree on); the real time follows right after.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';
import { operatorNow } from '@/lib/operator-time';

let minute: Date | null = null;

function subscribe(listener: () => void) {
  const timer = window.setInterval(() => {
    minute = null;
    listener();
  }, 60_000);
  return () => window.clearInterval(timer);
}

function snapshot(): Date {
  minute ??= operatorNow();
  return minute;
}

export const useOperatorClock = (): Date | null => useBrowserStore(subscribe, snapshot, () => null);
