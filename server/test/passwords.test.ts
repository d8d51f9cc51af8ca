/**
 * Password checks cost the same whether or not the account exists or has a password, so the answer time
 * tells nothing about who has an account; hashing runs asynchronously (scrypt on the thread pool).
 */
import * as crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Auth from '../services/auth/credentials';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt), scryptSync: vi.fn(actual.scryptSync) };
});

const scrypt = vi.mocked(crypto.scrypt);
const scryptSync = vi.mocked(crypto.scryptSync);

// Server test files share their workers' modules; the password module is loaded afresh so it sees the spies.
let hashPassword: typeof Auth.hashPassword;
let verifyPassword: typeof Auth.verifyPassword;
beforeAll(async () => {
  vi.resetModules();
  ({ hashPassword, verifyPassword } = await import('../services/auth/credentials'));
});

beforeEach(() => {
  scrypt.mockClear();
  scryptSync.mockClear();
});

describe('passwords', () => {
  it('verifies a right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
  });

  it.each([
    ['a known account', 'scrypt$00112233445566778899aabbccddeeff$' + 'ab'.repeat(32)],
    ['no account', null],
    ['an account without a password', ''],
    ['a damaged hash', 'md5$xyz'],
  ])('does one full-length asynchronous derivation for %s', async (_case, stored) => {
    expect(await verifyPassword('whatever1', stored)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(scrypt.mock.calls[0]?.[2]).toBe(32);
    expect(scryptSync).not.toHaveBeenCalled();
  });
});
