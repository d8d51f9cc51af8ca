/**
 * Where a server endpoint spends its time: the app runs in this process on a fresh in-memory seed with every
 * prepared statement timed, each endpoint is called through `inject` (no sockets), and the statements are ranked by
 * their total time per request. Calls alternate between a compressed (br) and an uncompressed answer, so the cost
 * of compressing shows. Diagnostic only: the load figures come from bench/load.ts over real sockets.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/connection';
import { openDatabase } from '../server/db/seed/open';
import { issueGuestRange } from '../server/services/auth/guests';
import { withCpuProfile, type HotFunction } from './cpu-profile';

export interface ProbeRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /** Replace `guest_id` in the body by a fresh id on every call. */
  freshGuest?: boolean;
}

export interface QueryCost {
  sql: string;
  callsPerRequest: number;
  msPerRequest: number;
}

export interface EndpointProfile {
  name: string;
  /** Mean time per request through inject, answer compressed as a browser asks (br). */
  msPerRequest: number;
  /** The same asking for no compression (identity). */
  msPerRequestUncompressed: number;
  sqlMsPerRequest: number;
  statementsPerRequest: number;
  topQueries: QueryCost[];
  /** Functions with the most self time while serving the compressed calls (CPU profile). */
  topFunctions: HotFunction[];
  status: number;
}

interface Tally {
  calls: number;
  ms: number;
}

function timeStatements(db: Db, tallies: Map<string, Tally>): void {
  const prepare = db.prepare.bind(db);
  // The connection hands out cached statements, so the same one comes back many times: time it once.
  const timed = new WeakSet<object>();
  const patched = (sql: string) => {
    const statement = prepare(sql) as unknown as Record<string, (...args: unknown[]) => unknown>;
    if (timed.has(statement)) return statement;
    timed.add(statement);
    for (const method of ['all', 'get', 'run'] as const) {
      const original = statement[method]?.bind(statement);
      if (!original) continue;
      // Named so a CPU profile shows SQLite's own time (the native call is attributed to its JS caller) under it.
      statement[method] = function sqliteStatement(...args: unknown[]) {
        const started = performance.now();
        try {
          return original(...args);
        } finally {
          const key = sql.replace(/\s+/g, ' ').trim();
          const tally = tallies.get(key) ?? { calls: 0, ms: 0 };
          tally.calls += 1;
          tally.ms += performance.now() - started;
          tallies.set(key, tally);
        }
      };
    }
    return statement;
  };
  (db as unknown as { prepare: typeof patched }).prepare = patched;
}

async function callOnce(app: FastifyInstance, probe: ProbeRequest, encoding: string | null, guest: { next: number }): Promise<{ ms: number; status: number }> {
  const body = probe.body ? { ...probe.body, ...(probe.freshGuest ? { guest_id: guest.next++ } : {}) } : undefined;
  const started = performance.now();
  const answer = await app.inject({
    method: probe.method,
    url: probe.url,
    headers: { ...probe.headers, ...(encoding ? { 'accept-encoding': encoding } : { 'accept-encoding': 'identity' }), ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
  return { ms: performance.now() - started, status: answer.statusCode };
}

/** Calls an endpoint `count` times, alternating compressed and uncompressed answers so load changes hit both alike. */
async function callMany(app: FastifyInstance, probe: ProbeRequest, count: number, guest: { next: number }): Promise<{ compressedMs: number; plainMs: number; status: number }> {
  let compressed = 0;
  let plain = 0;
  let status = 0;
  for (let i = 0; i < count; i++) {
    const br = await callOnce(app, probe, 'br', guest);
    const identity = await callOnce(app, probe, null, guest);
    compressed += br.ms;
    plain += identity.ms;
    status = br.status;
  }
  return { compressedMs: compressed / count, plainMs: plain / count, status };
}

/** The timing wrapper and the native calls it makes are SQLite's own time: one entry. */
function mergeSql(hot: HotFunction[]): HotFunction[] {
  const sql = hot.filter((entry) => entry.name.includes('sqliteStatement'));
  const rest = hot.filter((entry) => !entry.name.includes('sqliteStatement'));
  if (sql.length === 0) return hot;
  return [...rest, { name: 'running SQL (SQLite, all statements)', share: sql.reduce((sum, entry) => sum + entry.share, 0) }].sort((a, b) => b.share - a.share);
}

export async function profileEndpoints(probes: ProbeRequest[], count = 200, setup?: (app: FastifyInstance, db: Db) => Promise<void>): Promise<EndpointProfile[]> {
  const { db } = openDatabase(':memory:');
  const tallies = new Map<string, Tally>();
  timeStatements(db, tallies);
  const app = await buildApp({ db, logger: false, rateLimits: null });
  await app.ready();
  const guest = { next: 5_000_000 };
  // The fresh guests' ids are the server's own (it refuses made-up ones): enough for every call of every probe.
  issueGuestRange(db, guest.next, (count + 50) * 2 * probes.length, new Date());
  try {
    await setup?.(app, db);
    const profiles: EndpointProfile[] = [];
    for (const probe of probes) {
      await callMany(app, probe, 50, guest); // warm-up
      tallies.clear();
      const { result: timing, hot } = await withCpuProfile(() => callMany(app, probe, count, guest), 10);
      // Statement tallies cover both variants of each call: two requests per iteration.
      const requests = count * 2;
      const queries = [...tallies].map(([sql, tally]) => ({ sql, callsPerRequest: tally.calls / requests, msPerRequest: tally.ms / requests }));
      queries.sort((a, b) => b.msPerRequest - a.msPerRequest);
      profiles.push({
        name: probe.name,
        msPerRequest: timing.compressedMs,
        msPerRequestUncompressed: timing.plainMs,
        sqlMsPerRequest: queries.reduce((sum, query) => sum + query.msPerRequest, 0),
        statementsPerRequest: queries.reduce((sum, query) => sum + query.callsPerRequest, 0),
        topQueries: queries.slice(0, 3),
        topFunctions: mergeSql(hot).slice(0, 5),
        status: timing.status,
      });
    }
    return profiles;
  } finally {
    await app.close();
    db.close();
  }
}
