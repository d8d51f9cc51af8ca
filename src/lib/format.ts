/**
 * Number, money and text formatting shared by every screen. Pure functions: settings and locale are
 * parameters; `money-settings.ts` holds the operator's configured defaults for convenience wrappers.
 */

export interface MoneySettings {
  symbol: string;
  direction: 'left' | 'right';
  /** Digits after the decimal point (config `digit_after_decimal_point`, default 2). */
  decimals: number;
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = { symbol: '$', direction: 'left', decimals: 2 };

/**
 * Large amounts are abbreviated: 1e9 and above in B, 1e6 and above in M, 1e5 and above in K (divided by 1e3).
 * Returns the number part only, e.g. `1.50M`.
 */
export function formatAmount(amount: number, decimals: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const digits = Math.max(0, Math.min(8, Math.trunc(decimals)));
  if (abs >= 1e9) return `${sign}${(abs / 1e9).toFixed(digits)}B`;
  if (abs >= 1e6) return `${sign}${(abs / 1e6).toFixed(digits)}M`;
  if (abs >= 1e5) return `${sign}${(abs / 1e3).toFixed(digits)}K`;
  return `${sign}${abs.toFixed(digits)}`;
}

export interface MoneyOptions {
  /** An amount added to a price ("+AED 4.00"): the sign is part of the amount, so it stays beside it in any direction. */
  signed?: boolean;
}

/**
 * Money with the operator's symbol on the configured side. A symbol made of letters (e.g. `AED`) is separated
 * from the number by a no-break space so it reads as a unit; glyph symbols (`$`, `৳`) touch the number.
 */
export function formatMoney(amount: number, settings: MoneySettings = DEFAULT_MONEY_SETTINGS, options: MoneyOptions = {}): string {
  const number = formatAmount(amount, settings.decimals);
  const gap = /\p{L}$/u.test(settings.symbol) || /^\p{L}/u.test(settings.symbol) ? '\u00a0' : '';
  const negative = number.startsWith('-');
  const unsigned = negative ? number.slice(1) : number;
  const body = settings.direction === 'right' ? `${unsigned}${gap}${settings.symbol}` : `${settings.symbol}${gap}${unsigned}`;
  return negative ? `-${body}` : options.signed && amount > 0 ? `+${body}` : body;
}

/** Average rating shown with one decimal (or the configured number of decimals). */
export function formatRating(rating: number | null | undefined, decimals = 1): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0;
  return value.toFixed(decimals);
}

/** Kilometres from metres, shown to three decimals. */
export function formatKm(meters: number): string {
  return (meters / 1000).toFixed(3);
}

/** Quantities under 10 are zero-padded ("05"). */
export function padQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}

export const READ_MORE_LIMIT = 70;

/** Truncates text at 70 characters (on a word boundary when one is close) for "Read more". */
export function truncateText(text: string, limit = READ_MORE_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}

/** Strips HTML tags from API descriptions (they arrive as `<p>…</p>`), leaving readable text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
