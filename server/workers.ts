/**
 * `WEB_CONCURRENCY=N`: N worker processes (node:cluster) share the listening port; the primary only starts them,
 * starts a new one when one dies, and stops them all on SIGTERM/SIGINT. Each worker is the whole server: it
 * keeps no state another needs (the database file is shared; every in-process cache checks the database's
 * table versions, which see other processes' writes: db/table-versions.ts).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** The workers asked for: `WEB_CONCURRENCY` as a whole number from 1 to 64 (`auto`: one per core); 1 otherwise. */
export function workerCount(setting: string | undefined): number {
  const value = setting?.trim().toLowerCase();
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? Math.min(count, 64) : 1;
}

/**
 * In the primary with more than one worker: prepares (`beforeFork`, e.g. creates and seeds the database once),
 * forks them and answers true (the caller does nothing more). In a worker, or for one worker: false (the
 * caller starts the server itself).
 */
export async function runAsPrimary(count: number, beforeFork: () => void | Promise<void> = () => undefined): Promise<boolean> {
  if (count <= 1 || !cluster.isPrimary) return false;
  await beforeFork();
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < count; index++) fork();
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === count) console.info(`${count} workers are answering (WEB_CONCURRENCY=${count}).`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      if (--left <= 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return true;
}

/** Whether this process prints the start-up banner (the primary already did, or it is the only process). */
export const isFirstWorker = (): boolean => cluster.isPrimary || cluster.worker?.id === 1;
