/**
 * The reference server as the bench runs it: its own process (`tsx server/index.ts`) on a free loopback port, a
 * fresh seed in memory, serving the bench's build. Also what a returning customer has stored, for the browser runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT } from './util';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

export const RENTAL_HEADERS = { zoneId: '[3,1]', moduleId: '6', 'X-localization': 'en' };
export const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' };
export const PICKUP_TIME = '2099-06-15 10:00 AM';

export async function startServer(distDir: string | null): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: ':memory:',
      SERVE_DIST: distDir ?? '0',
      ENABLE_TEST_ROUTES: '1',
      // The load test sends thousands of requests a second from one address: measure the server, not its limits.
      RATE_LIMITS: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/config`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (distDir) {
    const index = await fetch(`${baseUrl}/home`);
    if (!(await index.text()).includes('<div id="root"')) console.warn('The server answers /home without the app shell; is the build served?');
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function newGuest(base: string): Promise<number> {
  return (await json<{ guest_id: number }>(await fetch(`${base}/api/v1/auth/guest/request`, { method: 'POST' }))).guest_id;
}

export async function addToCart(base: string, guestId: number, vehicleId: number): Promise<void> {
  await json(
    await fetch(`${base}/api/v1/rental/user/cart/add-to-cart`, {
      method: 'POST',
      headers: { ...RENTAL_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ guest_id: guestId, vehicle_id: vehicleId, rental_type: 'hourly', estimated_hours: 3, pickup_time: PICKUP_TIME, pickup_location: DUBAI_MALL }),
    }),
  );
}

/** What the browser runs store on the origin: a chosen zone and the rental module, and a guest with a cart. */
export interface SeedValues {
  localStorage: Record<string, string>;
  guestId: number;
  vehicleId: number;
}

/**
 * The values `chooseZoneAndModule` (e2e/fixtures.ts) stores, read from the server, plus a guest id whose cart holds
 * one vehicle (so the checkout route shows a trip to book) and the first vehicle the search lists.
 */
export async function seedValues(base: string): Promise<SeedValues> {
  const zone = await json<{ zone_id: string; zone_data: unknown }>(await fetch(`${base}/api/v1/config/get-zone-id?lat=${DUBAI_MALL.lat}&lng=${DUBAI_MALL.lng}`));
  const modules = await json<{ module_type: string }[]>(await fetch(`${base}/api/v1/module`, { headers: { zoneId: zone.zone_id } }));
  const rental = modules.find((entry) => entry.module_type === 'rental');
  if (!rental) throw new Error('No rental module in the seeded zone');
  const search = await json<{ vehicles: { id: number }[] }>(await fetch(`${base}/api/v1/rental/vehicle/search?limit=12&offset=1`, { headers: RENTAL_HEADERS }));
  const vehicleId = search.vehicles[0]?.id;
  if (!vehicleId) throw new Error('The vehicle search returned no vehicle');
  const guestId = await newGuest(base);
  await addToCart(base, guestId, 1);
  return {
    guestId,
    vehicleId,
    localStorage: {
      zoneid: zone.zone_id,
      zone_data: JSON.stringify(zone.zone_data),
      location: DUBAI_MALL.location_name,
      currentLatLng: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
      module: JSON.stringify(rental),
      guest_id: String(guestId),
    },
  };
}
