/** Which account dialog is open (sign-in, sign-up), from anywhere in the app. */
import { useSyncExternalStore } from 'react';

export type AuthView = 'sign-in' | 'sign-up';

let view: AuthView | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function openAuthDialog(next: AuthView): void {
  view = next;
  emit();
}

export function closeAuthDialog(): void {
  view = null;
  emit();
}

export function useAuthDialog(): AuthView | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => view,
    () => view,
  );
}
