import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { StorefrontDatabase, setDbForTests, type OutboxContext, type OutboxRow } from '../db';
import { backoffDelay } from './backoff';
import { discardEntry, enqueue, listEntries, memoryOutbox, replaceEntry, isStorageFull } from './queue';
import { CLAIM_TTL_MS, drainOutbox } from './replayer';
import type { OutboxHandler } from './types';

const context: OutboxContext = { token: null, guestId: '7', zoneId: '[1]', moduleId: 6, moduleType: 'rental', language: 'en', latLng: null };

/** A tiny in-memory "server" holding a set of values; the handler adds payload values to it. */
function fakeServer() {
  const values: string[] = [];
  const log: string[] = [];
  let mode: 'ok' | 'offline' | 'lose-answer' | 'refuse' = 'ok';
  const handler: OutboxHandler = {
    kind: 'test.add',
    async send(entry) {
      const value = String(entry.payload);
      log.push(`send:${value}`);
      if (mode === 'offline') throw new ApiError({ kind: 'network', endpoint: 'test' });
      if (mode === 'refuse') throw new ApiError({ kind: 'http', status: 403, endpoint: 'test', normalised: { code: 'cart_item', messages: ['You can not add different provider vehicles'], ids: null } });
      values.push(value);
      if (mode === 'lose-answer') throw new ApiError({ kind: 'timeout', endpoint: 'test' });
      return { snapshot: { kind: 'rental', owner: 'g7', payload: [...values] } };
    },
    async reconcile(entry) {
      log.push(`reconcile:${String(entry.payload)}`);
      if (mode === 'offline') throw new ApiError({ kind: 'network', endpoint: 'test' });
      return { applied: values.includes(String(entry.payload)), snapshot: { kind: 'rental', owner: 'g7', payload: [...values] } };
    },
    describeRefusal: (error) => (error.messages[0]?.includes('provider') ? 'provider-conflict' : 'refused'),
  };
  return {
    values,
    log,
    handlers: new Map([[handler.kind, handler]]),
    setMode: (next: typeof mode) => {
      mode = next;
    },
  };
}

let db: StorefrontDatabase;
let dbCounter = 0;

beforeEach(async () => {
  dbCounter += 1;
  db = new StorefrontDatabase(`outbox-test-${dbCounter}`);
  setDbForTests(db);
  memoryOutbox().clear();
});

afterEach(async () => {
  setDbForTests(null);
  db.close();
  await db.delete();
});

const add = (value: string, queue = 'rental:g7') => enqueue({ kind: 'test.add', queue, payload: value, context }, 1000, db);

describe('outbox replay', () => {
  it('replays entries in the order they were made and stores the server state they produced', async () => {
    const server = fakeServer();
    await add('a');
    await add('b');
    await add('c');
    const report = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(server.values).toEqual(['a', 'b', 'c']);
    expect(report).toMatchObject({ completed: 3, sent: 3, stoppedBecause: 'empty' });
    expect(await listEntries(db)).toEqual([]);
    expect((await db.cartSnapshots.get('rental:g7'))?.payload).toEqual(['a', 'b', 'c']);
  });

  it('loads handlers given as a loader only once an entry is there to replay, and then once', async () => {
    const server = fakeServer();
    let loads = 0;
    const handlers = () => {
      loads += 1;
      return Promise.resolve(server.handlers);
    };
    expect(await drainOutbox({ handlers, replayerId: 'tab-1', db, useLock: false })).toMatchObject({ completed: 0, stoppedBecause: 'empty' });
    expect(loads).toBe(0);
    await add('a');
    await add('b');
    expect(await drainOutbox({ handlers, replayerId: 'tab-1', db, useLock: false })).toMatchObject({ completed: 2, sent: 2 });
    expect(loads).toBe(1);
    expect(server.values).toEqual(['a', 'b']);
  });

  it('keeps entries offline with growing backoff and sends them once back online', async () => {
    const server = fakeServer();
    await add('a');
    await add('b');
    server.setMode('offline');
    let clock = 10_000;
    const first = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock, random: () => 1 });
    expect(first.stoppedBecause).toBe('offline');
    const [head] = await listEntries(db);
    expect(head).toMatchObject({ attempts: 1, mustReconcile: true, notBefore: clock + backoffDelay(1, () => 1) });

    // Before the backoff expires nothing is attempted.
    const early = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock + 10, random: () => 1 });
    expect(early.sent).toBe(0);
    expect(early.stoppedBecause).toBe('waiting');

    clock += 60_000;
    const second = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock, random: () => 1 });
    expect(second.stoppedBecause).toBe('offline');
    expect((await listEntries(db))[0]?.attempts).toBe(2);

    server.setMode('ok');
    clock += 10 * 60_000;
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock });
    expect(server.values).toEqual(['a', 'b']);
    expect(await listEntries(db)).toEqual([]);
  });

  it('backoff doubles, stays within half and all of its ceiling, and is capped at five minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(40, () => 1)).toBe(300_000);
  });

  it('after a lost answer it reconciles instead of sending again, so nothing is applied twice', async () => {
    const server = fakeServer();
    await add('a');
    server.setMode('lose-answer');
    let clock = 5_000;
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock });
    expect(server.values).toEqual(['a']);
    expect((await listEntries(db))[0]).toMatchObject({ mustReconcile: true });

    server.setMode('ok');
    clock += 60 * 60_000;
    const report = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => clock });
    expect(report).toMatchObject({ completed: 1, reconciledWithoutSending: 1, sent: 0 });
    expect(server.values).toEqual(['a']);
    expect(server.log).toEqual(['send:a', 'reconcile:a']);
  });

  it('sends after reconciling when the lost request never reached the server', async () => {
    const server = fakeServer();
    await add('a');
    server.setMode('offline');
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => 1 });
    server.setMode('ok');
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false, now: () => 10 * 60_000 });
    expect(server.values).toEqual(['a']);
    expect(server.log).toEqual(['send:a', 'reconcile:a', 'send:a']);
  });

  it('marks a contract refusal for the customer to decide, blocks only that queue, and never drops it', async () => {
    const server = fakeServer();
    await add('a', 'rental:g7');
    await add('b', 'rental:g7');
    await add('x', 'wishlist:g7');
    server.setMode('refuse');
    const report = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(report.needsDecision).toBe(2);
    const entries = await listEntries(db);
    expect(entries.map((e) => [e.payload, e.status])).toEqual([
      ['a', 'needs-decision'],
      ['b', 'queued'],
      ['x', 'needs-decision'],
    ]);
    expect(entries[0]?.problem).toMatchObject({ reason: 'provider-conflict', code: 'cart_item', status: 403 });

    // A blocked queue stays blocked until the decision; the next drain does not touch it.
    server.setMode('ok');
    const again = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(again.sent).toBe(0);
    expect(server.values).toEqual([]);
  });

  it('a decision can replace the refused entry with others that replay in its place', async () => {
    const server = fakeServer();
    const a = await add('a');
    await add('c');
    await replaceEntry(a.clientId, [
      { kind: 'test.add', queue: 'rental:g7', payload: 'clear', context },
      { kind: 'test.add', queue: 'rental:g7', payload: 'a2', context },
    ], 2000, db);
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(server.values).toEqual(['clear', 'a2', 'c']);
  });

  it('a discarded entry is not replayed', async () => {
    const server = fakeServer();
    const a = await add('a');
    await add('b');
    await discardEntry(a.clientId, db);
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(server.values).toEqual(['b']);
  });

  it('two replayers draining at once send each entry exactly once', async () => {
    const server = fakeServer();
    for (const value of ['a', 'b', 'c', 'd', 'e', 'f']) await add(value, `q${value.charCodeAt(0) % 2}`);
    await Promise.all([
      drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false }),
      drainOutbox({ handlers: server.handlers, replayerId: 'tab-2', db, useLock: false }),
    ]);
    expect([...server.values].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(server.log.filter((line) => line.startsWith('send'))).toHaveLength(6);
  });

  it('takes over an entry claimed by a tab that closed mid-flight, after the claim expires', async () => {
    const server = fakeServer();
    const a = await add('a');
    await db.outbox.update(a.clientId, { claimedBy: 'closed-tab', claimedAt: 1000 });
    const blocked = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-2', db, useLock: false, now: () => 1000 + CLAIM_TTL_MS - 1 });
    expect(blocked.sent).toBe(0);
    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-2', db, useLock: false, now: () => 1000 + CLAIM_TTL_MS });
    expect(server.values).toEqual(['a']);
  });

  it('reconciles an entry whose replayer vanished mid-flight before sending it again, so nothing is applied twice', async () => {
    const server = fakeServer();
    const a = await add('a');
    await add('b');
    // The closed tab's request reached the server; its answer and the entry's removal never happened.
    server.values.push('a');
    await db.outbox.update(a.clientId, { claimedBy: 'closed-tab', claimedAt: 1000 });
    const report = await drainOutbox({ handlers: server.handlers, replayerId: 'tab-2', db, useLock: false, now: () => 1000 + CLAIM_TTL_MS });
    expect(report).toMatchObject({ completed: 2, reconciledWithoutSending: 1, sent: 1, stoppedBecause: 'empty' });
    expect(server.values).toEqual(['a', 'b']);
    expect(server.log).toEqual(['reconcile:a', 'send:b']);
    expect((await db.cartSnapshots.get('rental:g7'))?.payload).toEqual(['a', 'b']);
  });

  it('keeps changes in memory and says so when device storage is full', async () => {
    const server = fakeServer();
    const originalAdd = db.outbox.add.bind(db.outbox);
    db.outbox.add = (() => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))) as unknown as typeof db.outbox.add;
    const row: OutboxRow = await add('a');
    expect(isStorageFull()).toBe(true);
    expect(memoryOutbox().has(row.clientId)).toBe(true);
    db.outbox.add = originalAdd;

    await drainOutbox({ handlers: server.handlers, replayerId: 'tab-1', db, useLock: false });
    expect(server.values).toEqual(['a']);
    expect(memoryOutbox().size).toBe(0);
  });
});
