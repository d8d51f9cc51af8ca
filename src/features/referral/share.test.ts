import { afterEach, describe, expect, it, vi } from 'vitest';

const copied: string[] = [];
vi.mock('@/lib/clipboard', () => ({ copyText: (text: string) => Promise.resolve(text !== 'FAIL' && copied.push(text) > 0) }));
const { shareOrCopy } = await import('./share');

const MESSAGE = { title: 'Join me', text: 'Use RIDEDEMO1', url: 'https://shop.example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
  copied.length = 0;
});

describe('shareOrCopy', () => {
  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share });
    expect(await shareOrCopy(MESSAGE, 'RIDEDEMO1')).toBe('shared');
    expect(share).toHaveBeenCalledWith(MESSAGE);
    expect(copied).toEqual([]);
  });

  it('a closed share sheet is not a failure and copies nothing', async () => {
    vi.stubGlobal('navigator', { share: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await shareOrCopy(MESSAGE, 'RIDEDEMO1')).toBe('dismissed');
    expect(copied).toEqual([]);
  });

  it.each([
    ['no Web Share API', {}],
    ['a share that fails', { share: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ['a message the browser cannot share', { share: () => Promise.resolve(), canShare: () => false }],
  ])('falls back to copying the code with %s', async (_case, nav) => {
    vi.stubGlobal('navigator', nav);
    expect(await shareOrCopy(MESSAGE, 'RIDEDEMO1')).toBe('copied');
    expect(copied).toEqual(['RIDEDEMO1']);
  });

  it('says so when copying fails too', async () => {
    vi.stubGlobal('navigator', {});
    expect(await shareOrCopy(MESSAGE, 'FAIL')).toBe('failed');
  });
});
