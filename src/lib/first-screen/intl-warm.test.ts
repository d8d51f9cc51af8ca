import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm';

describe('loading the locale data on another thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts one worker named after the page language', () => {
    const started: { url: string; name: string | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), name: options?.name });
        }
      },
    );
    warmIntl('ar');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/intl-warm\.worker\.ts$/);
    expect(started[0]?.name).toBe('ar');
  });

  it('leaves the work to the app when workers are refused or missing', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('en')).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('en')).not.toThrow();
  });
});
