/**
 * jsdom gaps that react-aria-components touches in component tests, filled locally (the shared
 * src/testing/setup.ts belongs to everyone; these stay with the UI kit's tests). Import first in a test file.
 */
if (typeof globalThis.CSS === 'undefined') {
  // Overlays look up a CSP nonce with CSS.escape; identifier escaping is enough for that.
  const escape = (value: string) => String(value).replace(/^-?\d|[^\w-]/g, (char) => `\\${char.codePointAt(0)?.toString(16)} `);
  Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape, supports: () => false } });
}

export {};
