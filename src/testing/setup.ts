// Unit test setup: IndexedDB in memory, browser APIs jsdom lacks, English strings, and no real network.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadDeferredStrings, resetToEnglish } from '@/lib/i18n';

// Every English string, as screens see them once their lazy strings have arrived.
await loadDeferredStrings();

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

beforeEach(() => {
  resetToEnglish();
  // Unhandled network requests fail the test: unit tests pass a fetch double explicitly.
  vi.stubGlobal('fetch', (input: unknown) => Promise.reject(new Error(`Unexpected network request in a unit test: ${String(input)}`)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});
