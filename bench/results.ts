/** The stable shape of bench/results.json, and reading/writing it. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Sizes in bytes, times in milliseconds. `null`: that measurement failed in the last run (the run printed why). */
export interface BenchResults {
  /**
   * `stackFloorGzip` (bench/stack-floor: react-dom and TanStack Query hydrating, before any app code) and
   * `sharedJsGzip` (what every route loads) are absent from runs before they were measured. `precacheBytes` and
   * `precacheGzip` weigh what the worker's install fetches, `laterGzip` what it keeps after the first screen
   * (before that split, `precacheBytes` was everything, and the other two are absent).
   */
  bytes: {
    routes: Record<string, { jsGzip: number; jsBrotli: number; cssGzip: number }>;
    precacheBytes: number;
    precacheGzip?: number;
    laterGzip?: number;
    stackFloorGzip?: number;
    sharedJsGzip?: number;
  };
  /** `fcpMs` and `requestsBeforeLcp` are absent from runs before they were measured. */
  lighthouse: Record<string, { performance: number; fcpMs?: number; lcpMs: number; tbtMs: number; cls: number; requestsBeforeLcp?: number } | null>;
  offlineRepeatMs: Record<string, number | null>;
  outbox: { replay100Ms: number | null; replay1000Ms: number | null; requests100: number | null };
  server: Record<string, { rps: number; p50Ms: number; p99Ms: number } | null>;
  /** Each measured tap's INP (bench/interactions.ts: 4x CPU slowdown, Event Timing); absent from runs before it was measured. */
  interactions?: Record<string, { inpMs: number } | null>;
  /**
   * The server's render under load (bench/pages.ts), by workers (`workers1`, `workers2`): the food home for
   * customers at varying points with its page's sizes, the same once every point's page was asked for in
   * that minute (`/home (food, points seen)`: the pages kept), and `GET /api/v1/config` on the same server.
   * Absent from runs before it was measured.
   */
  pages?: Record<string, PageLoad>;
  measuredOn: string;
}

export interface PageLoad {
  workers1: { rps: number; p50Ms: number; p99Ms: number; bytesPerAnswer: number } | null;
  workers2: { rps: number; p50Ms: number; p99Ms: number; bytesPerAnswer: number } | null;
  htmlBytes?: number;
  answersBytes?: number;
  stateBytes?: number;
}

export const RESULTS_PATH = new URL('./results.json', import.meta.url);

export function emptyResults(): BenchResults {
  return {
    bytes: { routes: {}, precacheBytes: 0 },
    lighthouse: {},
    offlineRepeatMs: {},
    outbox: { replay100Ms: 0, replay1000Ms: 0, requests100: 0 },
    server: {},
    interactions: {},
    measuredOn: '',
  };
}

export function readResults(): BenchResults {
  if (!existsSync(RESULTS_PATH)) return emptyResults();
  return { ...emptyResults(), ...(JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as Partial<BenchResults>) };
}

export function writeResults(results: BenchResults): void {
  writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`);
}
