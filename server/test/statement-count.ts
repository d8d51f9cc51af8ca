/**
 * Counts the SQL statements a connection runs: wraps `prepare` so every statement it hands out counts its
 * `get`/`all`/`run` calls. The connection caches its statements (db/statement-cache.ts), so the same statement
 * object comes back many times; each is wrapped once.
 */
import type { Db } from '../db/connection';

export interface StatementCounter {
  /** Statements run since the last reset. */
  readonly count: number;
  reset: () => void;
}

export function countStatements(db: Db): StatementCounter {
  const prepare = db.prepare.bind(db);
  const wrapped = new WeakSet<object>();
  let count = 0;
  const counting = (source: string) => {
    const statement = prepare(source) as unknown as Record<string, (...args: unknown[]) => unknown>;
    if (wrapped.has(statement)) return statement;
    wrapped.add(statement);
    for (const method of ['get', 'all', 'run'] as const) {
      const original = statement[method]?.bind(statement);
      if (!original) continue;
      statement[method] = (...args: unknown[]) => {
        count += 1;
        return original(...args);
      };
    }
    return statement;
  };
  (db as unknown as { prepare: typeof counting }).prepare = counting;
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
  };
}
