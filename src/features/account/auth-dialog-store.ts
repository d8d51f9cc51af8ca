/**
 * Which account dialog view is open, from anywhere in the app, with what the later steps need to know
 * (the contact a code went to, how to send it again, the account behind "Is it you?").
 * Views follow the spec: sign-in, sign-up, phone_modal (sign-in with a code), user_info, is_exist_user, plus
 * the code entry (otp).
 */
import { useSyncExternalStore } from 'react';
import type { AuthOrigin, ExistingAccount } from './auth-flow';

export type AuthView = 'sign-in' | 'sign-up' | 'phone_modal' | 'user_info' | 'is_exist_user' | 'otp';

export interface CodeStep {
  channel: 'phone' | 'email';
  /** Where the code went; `null` when the server did not say (a phone still to be typed in). */
  contact: string | null;
  loginType: 'otp' | 'manual';
  origin: AuthOrigin;
  /** Sends the code again (the countdown restarts when it resolves). */
  resend: () => Promise<unknown>;
}

export interface InfoStep {
  loginType: 'otp' | 'manual';
  phone: string | null;
  email: string | null;
}

export interface AccountStep {
  phone: string;
  otp: string;
  account: ExistingAccount;
}

export type AuthDialogState =
  | { view: 'sign-in' | 'sign-up' | 'phone_modal' }
  | { view: 'otp'; step: CodeStep }
  | { view: 'user_info'; step: InfoStep }
  | { view: 'is_exist_user'; step: AccountStep };

let state: AuthDialogState | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function openAuthDialog(view: 'sign-in' | 'sign-up' | 'phone_modal'): void {
  state = { view };
  emit();
}

/** Moves the open dialog to a later step. */
export function showAuthStep(next: AuthDialogState): void {
  state = next;
  emit();
}

export function closeAuthDialog(): void {
  state = null;
  emit();
}

export function getAuthDialog(): AuthDialogState | null {
  return state;
}

export function useAuthDialog(): AuthDialogState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
