/** The server's settings as read from the environment: every variable, its default and its fallbacks. */
import { describe, expect, it } from 'vitest';
import { corsOriginsOf, DEFAULT_RATE_LIMITS, publicOriginOf, readEnvironment, trustProxyOf } from '../http/environment';

describe('readEnvironment', () => {
  it('defaults to a safe local server: demo off, any origin, no proxy, 30-day tokens, limits on', () => {
    expect(readEnvironment({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      demoMode: false,
      corsOrigins: '*',
      trustProxy: false,
      publicOrigin: null,
      tokenTtlDays: 30,
      rateLimits: DEFAULT_RATE_LIMITS,
      requestTimeoutMs: 30_000,
      enableTestRoutes: false,
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['ON', true],
    ['0', false],
    ['', false],
    ['maybe', false],
  ])('DEMO_MODE=%j → %s', (value, on) => {
    expect(readEnvironment({ DEMO_MODE: value }).demoMode).toBe(on);
  });

  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['http://shop.example.com:8080/', 'http://shop.example.com:8080'],
    [' https://shop.example.com ', 'https://shop.example.com'],
    ['shop.example.com', null],
    ['https://shop.example.com/path', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('PUBLIC_ORIGIN=%j → %j', (value, origin) => {
    expect(publicOriginOf(value)).toBe(origin);
    expect(readEnvironment({ PUBLIC_ORIGIN: value }).publicOrigin).toBe(origin);
  });

  it('reads the numbers and refuses nonsense', () => {
    const env = readEnvironment({ PORT: '8080', TOKEN_TTL_DAYS: '7', REQUEST_TIMEOUT_MS: '5000', RATE_LIMIT_SIGN_IN_PER_MINUTE: '5', RATE_LIMIT_API_PER_MINUTE: 'lots' });
    expect(env).toMatchObject({ port: 8080, tokenTtlDays: 7, requestTimeoutMs: 5000, rateLimits: { signIn: 5, api: DEFAULT_RATE_LIMITS.api, guests: DEFAULT_RATE_LIMITS.guests } });
    expect(readEnvironment({ TOKEN_TTL_DAYS: '-3', PORT: 'x' })).toMatchObject({ tokenTtlDays: 30, port: 4173 });
  });

  it('switches the limits off only when asked to', () => {
    expect(readEnvironment({ RATE_LIMITS: '0' }).rateLimits).toBeNull();
    expect(readEnvironment({ RATE_LIMITS: 'off' }).rateLimits).toBeNull();
    expect(readEnvironment({ RATE_LIMITS: '1' }).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });
});

describe('CORS_ORIGINS', () => {
  it.each([
    [undefined, '*'],
    ['*', '*'],
    ['https://a.example, https://b.example:8443/', ['https://a.example', 'https://b.example:8443']],
    ['https://a.example,*', '*'],
    ['https://a.example/path, ftp://x', []],
  ])('%j → %j', (value, origins) => {
    expect(corsOriginsOf(value)).toEqual(origins);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing unless configured', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('trusts a number of hops', () => {
    const trust = trustProxyOf('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
