import { useEffect, useRef, useState } from 'react';

/**
 * A value the customer fills in and this device keeps (a guest's contact at checkout): it starts `empty`, the
 * saved copy is read once the screen is up (`read`, when `enabled`), and every change is saved (`save`). What
 * the customer types before the saved copy arrives wins over it: on a page the server rendered, typing can
 * start before the device has been read. `read` is read again whenever it changes: pass a stable function
 * (a module's own), not one made on each render.
 */
export function useSavedDraft<T>(empty: T, enabled: boolean, read: () => Promise<T>, save: (value: T) => Promise<unknown>): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(empty);
  const changed = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    void read()
      .then((saved) => {
        if (!changed.current) setValue(saved);
      })
      .catch(() => undefined);
  }, [enabled, read]);
  const change = (next: T) => {
    changed.current = true;
    setValue(next);
    void save(next).catch(() => undefined);
  };
  return [value, change];
}
