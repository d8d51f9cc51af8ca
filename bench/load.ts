/**
 * Load generator, run as its own process (`tsx bench/load.ts '<json>'`) so it never shares an event loop with the
 * server it measures. Runs autocannon with a fixed number of connections (a bounded, closed-loop load: each
 * connection sends its next request when the previous answer arrived) for a warm-up, then for the measured
 * duration, and prints one JSON line: requests per second and latency percentiles computed from every answer's
 * own response time (sub-millisecond, unlike autocannon's whole-millisecond histogram).
 */
import autocannon, { type RequestSpec } from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON body; `guest_id` is replaced by a fresh id per request when `freshGuestFrom` is set. */
  body?: Record<string, unknown>;
  /** Each request acts for a new guest id counting up from here (so every add-to-cart is a valid first add). */
  freshGuestFrom?: number;
  /** Cookie header values sent in turn, one per request (customers whose stored context differs). */
  cookies?: string[];
  connections: number;
  durationS: number;
  warmupS: number;
}

export interface LoadResult {
  rps: number;
  /** Mean bytes of an answer's body as sent (compressed when the request asked for it). */
  bytesPerAnswer: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function once(spec: LoadSpec, durationS: number, guest: { next: number }): Promise<LoadResult> {
  const request: RequestSpec = { method: spec.method, headers: spec.headers };
  if (spec.body) request.body = JSON.stringify(spec.body);
  if (spec.freshGuestFrom !== undefined) {
    request.setupRequest = (raw) => ({ ...raw, body: JSON.stringify({ ...spec.body, guest_id: guest.next++ }) });
  }
  const cookies = spec.cookies ?? [];
  if (cookies.length > 0) {
    let turn = 0;
    request.setupRequest = (raw) => ({ ...raw, headers: { ...raw.headers, cookie: cookies[turn++ % cookies.length] ?? '' } });
  }
  const times: number[] = [];
  const instance = autocannon({ url: spec.url, connections: spec.connections, duration: durationS, timeout: 10, requests: [request] });
  let bytes = 0;
  instance.on('response', (_client, _status, resBytes, responseTime) => {
    times.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]));
  return {
    rps: Math.round(times.length / result.duration),
    bytesPerAnswer: times.length > 0 ? Math.round(bytes / times.length) : 0,
    p50Ms: Math.round(percentile(times, 50) * 100) / 100,
    p99Ms: Math.round(percentile(times, 99) * 100) / 100,
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const guest = { next: spec.freshGuestFrom ?? 0 };
if (spec.warmupS > 0) await once(spec, spec.warmupS, guest);
console.info(JSON.stringify(await once(spec, spec.durationS, guest)));
