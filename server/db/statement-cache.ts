/**
 * Prepared-statement cache for one connection. Routes write their SQL inline (`db.prepare(sql).get(...)`),
 * which compiles the statement again on every request; under load that compile was the largest single cost
 * of a search. This keeps the most recently used statements per SQL text, so a repeated query is compiled
 * once. Statements are safe to share here: every use runs synchronously to completion (no `iterate`, and no
 * `pluck`/`raw`/`bind`, which would change a shared statement's mode). SQLite recompiles a cached statement
 * itself if the schema changes underneath it.
 */
import type Database from 'better-sqlite3';

/** Enough for every fixed query of the API; SQL built with a variable number of placeholders can't grow it past this. */
const DEFAULT_CAPACITY = 500;

export function cachePreparedStatements(db: Database.Database, capacity = DEFAULT_CAPACITY): Database.Database {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const prepare = (source: string): Database.Statement => {
    const cached = cache.get(source);
    if (cached) {
      // Most recently used last, so the first key is always the one to drop.
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = compile(source);
    cache.set(source, statement);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  db.prepare = prepare as Database.Database['prepare'];
  return db;
}
