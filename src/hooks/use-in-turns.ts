/**
 * How many of a list's entries to show when they come in after the first screen: `batch` at first, then
 * `batch` more in each turn of its own (`startInTurn`), so a row of cards rendered afresh is several short tasks
 * rather than one long one the page's next tap or frame would wait behind.
 */
import { useEffect, useState } from 'react';
import { startInTurn } from '@/lib/yield-to-main';

export function useShownInTurns(total: number, batch: number): number {
  const [shown, setShown] = useState(batch);
  useEffect(() => {
    if (shown >= total) return;
    return startInTurn(() => setShown((count) => count + batch));
  }, [shown, total, batch]);
  return Math.min(shown, total);
}

/** False until a turn of its own has come (`startInTurn`): parts that mount one after another, each in its own task. */
export function useTurnReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => (reached ? undefined : startInTurn(() => setReached(true))), [reached]);
  return reached;
}
