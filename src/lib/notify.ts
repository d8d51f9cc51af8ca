/**
 * A toast bus. Code outside React (the query cache, the outbox replayer) publishes messages; the toast
 * region in `components/ui/toast` renders them. Keeping the bus here lets `lib` stay free of UI imports.
 */

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: string;
  tone: ToastTone;
  text: string;
  /** Milliseconds before it hides itself; the spec's default is 5000. */
  timeout: number;
}

type Listener = (toast: ToastMessage) => void;

const listeners = new Set<Listener>();
const backlog: ToastMessage[] = [];
let counter = 0;

export const TOAST_TIMEOUT_MS = 5000;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const toast of backlog.splice(0)) listener(toast);
  return () => listeners.delete(listener);
}

function publish(tone: ToastTone, text: string, timeout = TOAST_TIMEOUT_MS): void {
  if (text.trim() === '') return;
  counter += 1;
  const toast: ToastMessage = { id: `toast-${counter}`, tone, text, timeout };
  if (listeners.size === 0) {
    backlog.push(toast);
    return;
  }
  for (const listener of listeners) listener(toast);
}

export const notify = {
  success: (text: string, timeout?: number) => publish('success', text, timeout),
  error: (text: string, timeout?: number) => publish('error', text, timeout),
  info: (text: string, timeout?: number) => publish('info', text, timeout),
  warning: (text: string, timeout?: number) => publish('warning', text, timeout),
};
