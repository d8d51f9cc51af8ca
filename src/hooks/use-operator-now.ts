/**
 * The operator's current time to the minute, for views that compare a pickup with "now" (is it scheduled, has
 * it passed). Read through this hook, never `new Date()` in render: the value changes once a minute for
 * every subscriber together.
 */
import { useSyncExternalStore } from 'react';
import { operatorNow } from '@/lib/operator-time';

let minute: Date | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function current(): Date {
  if (!minute) {
    minute = operatorNow();
    minute.setSeconds(0, 0);
  }
  return minute;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    minute = null;
    for (const notify of listeners) notify();
  }, 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function useOperatorNow(): Date {
  return useSyncExternalStore(subscribe, current, current);
}
