import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromScript, runConfigScript, runtimeConfigFile, type ScriptRun } from '../storefront/runtime-config';

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
    expect(runConfigScript('while (true) {}').timedOut).toBe(true);
    expect(runConfigScript('window.__APP_CONFIG__ = {').timedOut).toBe(false);
  });

  it('tries a run that ran out of time again on the next page, a few times, and a broken file not at all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'runtime-config-'));
    const path = join(dir, 'runtime-config.js');
    try {
      writeFileSync(path, "window.__APP_CONFIG__ = { apiBaseUrl: '' };");
      // The first run is held past the limit (a busy machine); the next one is not.
      const runs: ScriptRun[] = [{ config: null, timedOut: true }, { config: { apiBaseUrl: '' }, timedOut: false }];
      let calls = 0;
      const read = runtimeConfigFile(path, () => runs[calls++]!);
      expect(read()).toBeNull();
      expect(read()).toEqual({ apiBaseUrl: '' });
      expect(read()).toEqual({ apiBaseUrl: '' });
      expect(calls).toBe(2);

      let endless = 0;
      const never = runtimeConfigFile(path, () => (endless++, { config: null, timedOut: true }));
      for (let page = 0; page < 6; page++) expect(never()).toBeNull();
      expect(endless).toBe(3);

      let broken = 0;
      const syntax = runtimeConfigFile(path, () => (broken++, { config: null, timedOut: false }));
      for (let page = 0; page < 3; page++) expect(syntax()).toBeNull();
      expect(broken).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
