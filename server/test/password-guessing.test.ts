/**
 * Guessing an account's password: five wrong passwords block it for a minute, and every block after that
 * lasts twice as long as the one before (two minutes, four, eight…, at most a day), so guessing slows to a
 * few dozen tries a day instead of five a minute for ever. The right password does not lift the escalation
 * (a guesser who is also the owner gains nothing), a successful reset by code does, and a quiet day lets it
 * fade. Wrong current passwords on the profile form count the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OTP } from '../db/seed/demo-account';
import { sweep } from '../services/auth/housekeeping';
import { accountMaker, api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let accounts: ReturnType<typeof accountMaker>;
let clock = new Date('2031-05-01T09:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  http = api(server.baseUrl);
  accounts = accountMaker(http, '+97155990');
});
afterAll(() => server.close());

const login = (phone: string, password: string) => http.post<{ token: string | null; errors?: { code: string; message: string }[] }>('/api/v1/auth/login', { body: { login_type: 'manual', email_or_phone: phone, password } });

const account = async (): Promise<string> => (await accounts.signUp('Guess Target', 'guess')).phone;

/** Five wrong passwords; the sixth attempt (the right password) is refused as blocked. */
async function blockWithGuesses(phone: string): Promise<void> {
  for (let n = 0; n < 5; n++) expect((await login(phone, `wrong-${n}-password`)).status).toBe(401);
  expect(await login(phone, 'secret123')).toMatchObject({ status: 405, body: { errors: [{ code: 'auth-004' }] } });
}

describe('repeated password guessing', () => {
  it('doubles the block each time it is earned again', async () => {
    const phone = await account();
    await blockWithGuesses(phone);
    advance(61);
    await blockWithGuesses(phone);
    // The second block lasts two minutes.
    advance(61);
    expect((await login(phone, 'secret123')).status).toBe(405);
    advance(60);
    await blockWithGuesses(phone);
    // The third lasts four, and says so.
    advance(239);
    const blocked = await login(phone, 'secret123');
    expect(blocked).toMatchObject({ status: 405, body: { errors: [{ code: 'auth-004' }] } });
    expect(blocked.body.errors?.[0]?.message).toContain('second');
    advance(2);
    expect((await login(phone, 'secret123')).body.token).toEqual(expect.any(String));
    // Signing in with the right password does not start the escalation over.
    await blockWithGuesses(phone);
    advance(8 * 60 - 1);
    expect((await login(phone, 'secret123')).status).toBe(405);
    advance(2);
  });

  it('never blocks for more than a day', async () => {
    const phone = await account();
    for (let round = 0; round < 14; round++) {
      await blockWithGuesses(phone);
      advance(86_401);
    }
    expect((await login(phone, 'secret123')).body.token).toEqual(expect.any(String));
  });

  it('starts over after a successful reset by code', async () => {
    const phone = await account();
    await blockWithGuesses(phone);
    advance(61);
    await blockWithGuesses(phone);
    expect((await http.post('/api/v1/auth/forgot-password', { body: { verification_method: 'phone', phone } })).status).toBe(200);
    const reset = await http.put('/api/v1/auth/reset-password', { body: { verification_method: 'phone', phone, reset_token: DEMO_OTP, password: 'fresh-start-1', confirm_password: 'fresh-start-1' } });
    expect(reset.status).toBe(200);
    // The block is lifted, and the next one is back to a minute.
    expect((await login(phone, 'fresh-start-1')).body.token).toEqual(expect.any(String));
    for (let n = 0; n < 5; n++) await login(phone, `wrong-${n}-password`);
    advance(61);
    expect((await login(phone, 'fresh-start-1')).body.token).toEqual(expect.any(String));
    advance(61);
  });

  it('fades after a quiet day', async () => {
    const phone = await account();
    await blockWithGuesses(phone);
    advance(61);
    await blockWithGuesses(phone);
    advance(2 * 86_400 + 3600);
    sweep(server.db, { now: () => clock });
    for (let n = 0; n < 5; n++) await login(phone, `wrong-${n}-password`);
    advance(61);
    expect((await login(phone, 'secret123')).body.token).toEqual(expect.any(String));
  });

  it('counts wrong current passwords on the profile form the same way', async () => {
    const phone = await account();
    const token = (await login(phone, 'secret123')).body.token as string;
    const change = (current: string) =>
      http.put('/api/v1/customer/update-profile', { headers: { Authorization: `Bearer ${token}` }, body: { name: 'Guess Target', password: 'taken-over-1', current_password: current } });
    for (let n = 0; n < 5; n++) expect((await change(`wrong-${n}-password`)).status).toBe(403);
    expect((await change('secret123')).status).toBe(405);
    advance(61);
    for (let n = 0; n < 5; n++) expect((await change(`wrong-${n}-password`)).status).toBe(403);
    advance(61);
    expect((await change('secret123')).status).toBe(405);
    advance(61);
  });

  it('counts guesses sent as a web client\'s `password` field the same way, so its form is no way round the block', async () => {
    const phone = await account();
    const token = (await login(phone, 'secret123')).body.token as string;
    // The form a web client sends: the password typed on every save, here with a thief's phone.
    const takeOver = (password: string) =>
      http.put('/api/v1/customer/update-profile', { headers: { Authorization: `Bearer ${token}` }, body: { name: 'Guess Target', phone: '+971559999999', password } });
    for (let n = 0; n < 5; n++) expect((await takeOver(`wrong-${n}-password`)).status).toBe(403);
    // Blocked: even the right password no longer gets through, and the phone stays the owner's.
    expect((await takeOver('secret123')).status).toBe(405);
    expect((await login(phone, 'secret123')).status).toBe(405);
    expect(server.db.prepare('SELECT count(*) AS n FROM users WHERE phone = ?').get(phone)).toEqual({ n: 1 });
    advance(61);
  });
});
