/**
 * Runtime configuration (from `public/runtime-config.js`, editable on the server without a rebuild) and
 * build-time constants. Every value is validated; a broken file falls back to same-origin defaults. A page
 * the server composed carries the file's values in a JSON block instead (one request fewer before the first
 * screen); the precached shell loads the file itself.
 */
import { RUNTIME_CONFIG_ELEMENT_ID } from '@common/first-screen/context';

export interface RuntimeConfig {
  /** Backend origin, e.g. `https://admin.example.com`; empty means the storefront's own origin. */
  apiBaseUrl: string;
  /** Minutes of inactivity after which a kiosk resets its session; 0 disables the reset. */
  kioskIdleMinutes: number;
}

declare global {
  const __BUILD_ID__: string;
}

let fromPage: Partial<RuntimeConfig> | undefined | null = null;

/** The page's JSON block, read once (absent: undefined). */
function pageBlock(): Partial<RuntimeConfig> | undefined {
  if (fromPage !== null) return fromPage;
  fromPage = undefined;
  // The page's document (none in the service worker, which this module also serves).
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
  const text = page?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object') fromPage = value as Partial<RuntimeConfig>;
    } catch {
      // A broken block counts as none: same-origin defaults.
    }
  }
  return fromPage;
}

/**
 * Set by `public/runtime-config.js` on the page's global object when the page loads the file (the shell),
 * else the page's JSON block; absent in the service worker.
 */
const runtimeSource = () => (globalThis as { __APP_CONFIG__?: Partial<RuntimeConfig> }).__APP_CONFIG__ ?? pageBlock();

function normaliseBase(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = runtimeSource()): RuntimeConfig {
  const idle = Number(source?.kioskIdleMinutes ?? 0);
  return {
    apiBaseUrl: normaliseBase(source?.apiBaseUrl),
    kioskIdleMinutes: Number.isFinite(idle) && idle > 0 ? idle : 0,
  };
}

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** Sent with every request, as deployed storefronts do. */
export const SOFTWARE_ID = '33571750';
