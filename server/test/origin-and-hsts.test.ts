/**
 * What a request's own headers may decide about the answer. Without `TRUST_PROXY`, the `Host` header never
 * reaches picture URLs: they name the configured public origin (`PUBLIC_ORIGIN`), else the address the
 * server was reached on — a `Host` naming that very address (or `localhost` on its port) is kept, anything
 * else (`evil.example`) is not. `Strict-Transport-Security` goes out only over HTTPS: a direct TLS
 * connection, or a trusted proxy saying so; never over plain HTTP, and never because an untrusted client
 * claims `X-Forwarded-Proto: https`.
 */
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageUrl } from '../http/context';
import { startTestServer, type TestServer } from './helpers';

/** A GET with headers fetch would not send (`Host`). */
function get(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { Accept: 'application/json', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const probe = { setup: (app: FastifyInstance) => app.get('/api/v1/__probe/url', (request) => ({ url: storageUrl(request, 'vehicle/1-1.svg') })) };

describe('picture URLs without a trusted proxy', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer(probe);
    port = new URL(server.baseUrl).port;
  });
  afterAll(() => server.close());

  const urlFor = async (host: string) => JSON.parse((await get(server.baseUrl, '/api/v1/__probe/url', { Host: host })).body).url as string;

  it('never name a host the client made up', async () => {
    expect(await urlFor('evil.example')).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
    expect(await urlFor(`evil.example:${port}`)).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
    expect(await urlFor('127.0.0.1:1')).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
  });

  it('in the catalogue either', async () => {
    const answer = await get(server.baseUrl, '/api/v1/items/latest?limit=2&offset=1&store_id=1&category_id=0&type=all', { Host: 'evil.example', zoneId: '[1]', moduleId: '1' });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('evil.example');
    expect(answer.body).toContain(`${server.baseUrl}/storage/`);
  });

  it('keep the address the server was reached on, and localhost on its port', async () => {
    expect(await urlFor(`127.0.0.1:${port}`)).toBe(`${server.baseUrl}/storage/vehicle/1-1.webp`);
    expect(await urlFor(`localhost:${port}`)).toBe(`http://localhost:${port}/storage/vehicle/1-1.webp`);
  });
});

describe('picture URLs with a configured public origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...probe, publicOrigin: 'https://shop.example.com' });
  });
  afterAll(() => server.close());

  it('always name it', async () => {
    for (const host of ['evil.example', new URL(server.baseUrl).host]) {
      expect(JSON.parse((await get(server.baseUrl, '/api/v1/__probe/url', { Host: host })).body).url).toBe('https://shop.example.com/storage/vehicle/1-1.webp');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, even when an untrusted client says https', async () => {
    const server = await startTestServer();
    try {
      for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
        const answer = await get(server.baseUrl, '/api/v1/zone/list', headers);
        expect(answer.status).toBe(200);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  });

  it('is sent over a TLS connection to the server itself', async () => {
    let app: FastifyInstance | null = null;
    const server = await startTestServer({ setup: (built) => (app = built) });
    // The same app behind a TLS listener of its own (a throwaway certificate for 127.0.0.1, valid for a century).
    const tls = createHttpsServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (req, res) => app?.routing(req, res));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = tls.address() as AddressInfo;
      const answer = await new Promise<{ status: number; hsts: unknown }>((resolve, reject) => {
        const req = httpsRequest({ host: '127.0.0.1', port, path: '/api/v1/zone/list', rejectUnauthorized: false, headers: { Accept: 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, hsts: res.headers['strict-transport-security'] }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(200);
      expect(answer.hsts).toMatch(/^max-age=\d+/);
      // …and still not over the plain listener of the same app.
      expect((await get(server.baseUrl, '/api/v1/zone/list', {})).headers['strict-transport-security']).toBeUndefined();
    } finally {
      tls.closeAllConnections();
      await new Promise<void>((resolve) => tls.close(() => resolve()));
      await server.close();
    }
  });

  it('is sent when a trusted proxy says the customer came over HTTPS', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      expect((await get(server.baseUrl, '/api/v1/zone/list', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect((await get(server.baseUrl, '/api/v1/zone/list', {})).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

/** A self-signed certificate for 127.0.0.1 made for this test only (it guards nothing). */
const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgiBH0r2No8ApJbcyg
LTUlITcKD8Ow0a7IVY1S3YURzsWhRANCAAQk+C7+LLjdD294oHnNaE6VpGhJR9Ky
owEOB9sySY/81iJNHgA94qoqGgGXFnLpsJrygpTaJ9Gjbe8SIIwSV7UE
-----END PRIVATE KEY-----`;
const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmTCCAUCgAwIBAgITHGgXiG/h2H7c1OcBI/FpOJO+EjAKBggqhkjOPQQDAjAU
MRIwEAYDVQQDDAlsb2NhbGhvc3QwIBcNMjYxMjAyMDM0NDU2WhgPMjEyNjExMDgw
MzQ0NTZaMBQxEjAQBgNVBAMMCWxvY2FsaG9zdDBZMBMGByqGSM49AgEGCCqGSM49
AwEHA0IABCT4Lv4suN0Pb3igec1oTpWkaElH0rKjAQ4H2zJJj/zWIk0eAD3iqioa
AZcWcumwmvKClNon0aNt7xIgjBJXtQSjbzBtMB0GA1UdDgQWBBT5KRvBZqsVFLer
KfcsZoiUCMICEzAfBgNVHSMEGDAWgBT5KRvBZqsVFLerKfcsZoiUCMICEzAPBgNV
HRMBAf8EBTADAQH/MBoGA1UdEQQTMBGHBH8AAAGCCWxvY2FsaG9zdDAKBggqhkjO
PQQDAgNHADBEAiBRbo2Asua8YdFgkSGZ830dNOYVfr5RMndncFtxyTrfHAIgRPC/
TPcPF0jrC24ZdiKHSMG63mURJo0e3Vpur8PnA3M=
-----END CERTIFICATE-----`;
