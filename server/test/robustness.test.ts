/**
 * Bad requests get a clear error, never a 500, and never hold the server: a multipart body cut short is a
 * 400 with the contract's envelope, and a client that stops sending halfway is cut off after the request
 * timeout. Also the housekeeping that keeps bookkeeping tables from growing without bound, and the commit
 * durability of bookings.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableTransaction } from '../db/durability';
import { hashToken } from '../http/context';
import { IDLE_GUEST_RETENTION_MS, sweep } from '../services/auth/housekeeping';
import { api, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({ requestTimeoutMs: 400 });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const BOUNDARY = '----cut-short';
const TRUNCATED = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a na`;

describe('a truncated multipart body', () => {
  it.each([
    ['POST', '/api/v1/customer/update-profile'],
    ['PUT', '/api/v1/customer/update-profile'],
    ['POST', '/api/v1/auth/login'],
    ['POST', '/api/v1/auth/sign-up'],
    ['POST', '/api/v1/rental/user/cart/add-to-cart'],
    ['POST', '/api/v1/customer/address/add'],
    ['POST', '/api/v1/newsletter/subscribe'],
  ])('%s %s answers 400 with the error list', async (method, path) => {
    const answer = await http[method === 'PUT' ? 'put' : 'post'](path, {
      headers: { ...RENTAL_HEADERS, Authorization: 'Bearer whatever', 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      raw: TRUNCATED,
    });
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ code: 'body', message: 'The request body could not be read.' }] } });
  });
});

describe('a client that stops sending', () => {
  it('is answered 408 and disconnected once the request timeout passes', async () => {
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"login_type":');
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('housekeeping', () => {
  it('removes expired and revoked tokens, old counters and codes, and idle guests, and keeps guests with data', () => {
    const db = server.db;
    const now = new Date();
    const old = new Date(now.getTime() - IDLE_GUEST_RETENTION_MS - 86_400_000).toISOString();
    const insertToken = db.prepare('INSERT INTO access_tokens (token_hash, user_id, created_at, revoked) VALUES (?, 1, ?, ?)');
    insertToken.run(hashToken('fresh'), now.toISOString(), 0);
    insertToken.run(hashToken('revoked'), now.toISOString(), 1);
    insertToken.run(hashToken('expired'), old, 0);
    db.prepare('INSERT INTO login_attempts (identity, failures, blocked_until, updated_at) VALUES (?, 2, NULL, ?)').run('typed:old', old);
    db.prepare('INSERT INTO login_attempts (identity, failures, blocked_until, updated_at) VALUES (?, 2, NULL, ?)').run('typed:recent', now.toISOString());
    db.prepare("INSERT INTO verification_codes (identity, purpose, code, attempts, created_at, expires_at) VALUES ('old@example.com', 'reset', 'x', 0, ?, ?)").run(old, old);
    const guest = db.prepare('INSERT INTO guests (id, fcm_token, created_at) VALUES (?, NULL, ?)');
    guest.run(111, old);
    guest.run(222, old);
    guest.run(333, now.toISOString());
    db.prepare("INSERT INTO rental_cart_user_data (user_id, is_guest, rental_type, created_at, updated_at) VALUES (222, 1, 'hourly', ?, ?)").run(old, old);

    const removed = sweep(db, { now: () => now });
    expect(removed).toMatchObject({ tokens: 2, loginAttempts: 1, codes: 1, guests: 1 });
    const has = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) !== undefined;
    expect(has('SELECT 1 FROM access_tokens WHERE token_hash = ?', hashToken('fresh'))).toBe(true);
    expect(has("SELECT 1 FROM login_attempts WHERE identity = 'typed:recent'")).toBe(true);
    expect((db.prepare('SELECT id FROM guests WHERE id IN (111, 222, 333) ORDER BY id').all() as { id: number }[]).map((row) => row.id)).toEqual([222, 333]);
  });
});

describe('durability', () => {
  it('syncs fully only for the commits a customer is told about', () => {
    const mode = () => server.db.pragma('synchronous', { simple: true });
    expect(mode()).toBe(1);
    expect(durableTransaction(server.db, () => mode())).toBe(2);
    expect(mode()).toBe(1);
    expect(() => durableTransaction(server.db, () => {
      throw new Error('refused');
    })).toThrow('refused');
    expect(mode()).toBe(1);
  });
});
