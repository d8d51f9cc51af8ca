/**
 * The operator's money settings (from config), set once the config is known and read by price displays.
 * Kept outside React state because a formatter is also used by non-React code (toasts, document titles).
 */
import { DEFAULT_MONEY_SETTINGS, formatMoney, type MoneySettings } from './format';

let current: MoneySettings = DEFAULT_MONEY_SETTINGS;
const listeners = new Set<() => void>();

export function setMoneySettings(next: MoneySettings): void {
  if (next.symbol === current.symbol && next.direction === current.direction && next.decimals === current.decimals) return;
  current = next;
  for (const listener of listeners) listener();
}

export function getMoneySettings(): MoneySettings {
  return current;
}

export function subscribeMoneySettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function money(amount: number): string {
  return formatMoney(amount, current);
}
