/**
 * The operator's money settings (from config), set once the config is known and read by price displays.
 * Kept outside React state because a formatter is also used by non-React code (toasts, document titles).
 */
import { isolateLtr } from './bidi';
import { DEFAULT_MONEY_SETTINGS, formatMoney, type MoneyOptions, type MoneySettings } from './format';
import { directionOf, getLanguage } from './i18n';

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

/**
 * An amount as the operator shows money. In a right-to-left language it is one left-to-right island (symbol,
 * sign and digits in the operator's order), so a sentence around it cannot reorder its parts.
 */
export function money(amount: number, options?: MoneyOptions): string {
  const text = formatMoney(amount, current, options);
  return directionOf(getLanguage()) === 'rtl' ? isolateLtr(text) : text;
}
