/**
 * One reference server per Playwright worker: worker N (its parallel index) talks to the server on
 * `E2E_PORT + 100 × N`, each with its own in-memory database, so tests in different workers never share
 * data. Two workers where there are two cores: one keeps them only about three quarters busy (its tests wait on
 * pages, servers and timers in turn); measured on two cores, a second one took the suite from 15.7 to 12.3
 * minutes. `E2E_WORKERS` sets the number.
 */
import { availableParallelism } from 'node:os';

const basePort = Number(process.env.E2E_PORT ?? 4391);

export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));

export const serverPort = (parallelIndex: number): number => basePort + 100 * parallelIndex;

export const serverUrl = (parallelIndex: number): string => `http://127.0.0.1:${serverPort(parallelIndex)}`;
