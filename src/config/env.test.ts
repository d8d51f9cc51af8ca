/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshConfig() {
  vi.resetModules();
  return (await import('./env')).readRuntimeConfig();
}

describe('the runtime configuration', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
  });

  it('comes from the block a server-composed page carries', async () => {
    document.head.innerHTML = '<script type="application/json" id="app-config">{"apiBaseUrl":"https://api.example.com/","kioskIdleMinutes":3}</script>';
    expect(await freshConfig()).toEqual({ apiBaseUrl: 'https://api.example.com', kioskIdleMinutes: 3 });
  });

  it('comes from the file when the page loaded it (the shell), which wins over a block', async () => {
    document.head.innerHTML = '<script type="application/json" id="app-config">{"apiBaseUrl":"https://a.example.com"}</script>';
    (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ = { apiBaseUrl: 'https://b.example.com', kioskIdleMinutes: 0 };
    expect((await freshConfig()).apiBaseUrl).toBe('https://b.example.com');
  });

  it('falls back to the same origin when the block is broken or absent', async () => {
    document.head.innerHTML = '<script type="application/json" id="app-config">{"apiBaseUrl":</script>';
    expect(await freshConfig()).toEqual({ apiBaseUrl: '', kioskIdleMinutes: 0 });
    document.head.innerHTML = '';
    expect(await freshConfig()).toEqual({ apiBaseUrl: '', kioskIdleMinutes: 0 });
  });
});
