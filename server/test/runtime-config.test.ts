import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromScript, runtimeConfigFile } from '../storefront/runtime-config';

describe('the runtime configuration a page carries inline', () => {
  it('is what the operator’s file assigns, as plain values', () => {
    const file = "// edited on the server\nwindow.__APP_CONFIG__ = {\n  apiBaseUrl: 'https://api.example.com',\n  kioskIdleMinutes: 5,\n};\n";
    expect(configFromScript(file)).toEqual({ apiBaseUrl: 'https://api.example.com', kioskIdleMinutes: 5 });
  });

  it('is none when the file is broken, assigns nothing usable or never ends', () => {
    expect(configFromScript('window.__APP_CONFIG__ = {')).toBeNull();
    expect(configFromScript('window.somethingElse = 1;')).toBeNull();
    expect(configFromScript('window.__APP_CONFIG__ = [1, 2];')).toBeNull();
    expect(configFromScript('while (true) {}')).toBeNull();
    expect(configFromScript('require("fs")')).toBeNull();
  });

  it('follows the file as the operator edits it, without a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'runtime-config-'));
    const path = join(dir, 'runtime-config.js');
    try {
      const read = runtimeConfigFile(path);
      expect(read()).toBeNull();
      writeFileSync(path, "window.__APP_CONFIG__ = { apiBaseUrl: '' };");
      expect(read()).toEqual({ apiBaseUrl: '' });
      writeFileSync(path, "window.__APP_CONFIG__ = { apiBaseUrl: 'https://b.example.com', kioskIdleMinutes: 2 };");
      utimesSync(path, new Date(), new Date(Date.now() + 5_000));
      expect(read()).toEqual({ apiBaseUrl: 'https://b.example.com', kioskIdleMinutes: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
