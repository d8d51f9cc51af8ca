/**
 * One reference server per Playwright worker: worker N (its parallel index) talks to the server on
 * `E2E_PORT + 100 × N`, each with its own in-memory database, so tests in different workers never share
 * data. One by default: on two cores, two workers took the suite from 15.7 to 12.3 minutes (10.3 with the
 * headless build), but one run in three failed a test whose offline change is refused once back online (the
 * refusal came after its 10 s wait), so two are for a machine with cores to spare: `E2E_WORKERS=2`.
 */
const basePort = Number(process.env.E2E_PORT ?? 4391);

export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export const serverPort = (parallelIndex: number): number => basePort + 100 * parallelIndex;

export const serverUrl = (parallelIndex: number): string => `http://127.0.0.1:${serverPort(parallelIndex)}`;
