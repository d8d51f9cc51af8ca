/**
 * The raster form of a generated picture: WebP at twice the SVG's own size, drawn by sharp. A browser decodes
 * a raster off its main thread, while each SVG picture is a document of its own that the main thread parses,
 * styles and paints (tens of milliseconds apiece on a slow phone: a listing of thirty pictures held the page
 * for seconds). Drawing one takes tens of milliseconds here, so each is drawn once: kept in memory and, for a
 * database kept in a file, on disk beside it (its own folder: another instance's database has its own),
 * named by a hash of the SVG it was drawn from, so a re-seeded database or a restarted server finds it again.
 *
 * Drawing is bounded: a few at once, a short queue, and a budget per client address and minute; a picture
 * that cannot be drawn now is answered as the vector it was drawn from (the caller's choice), not queued.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';

/** Pixels per SVG unit: sharp reads SVG at 72 dpi, so twice that draws 400 units as 800 pixels (a 2x screen). */
const SCALE = 2;
const QUALITY = 80;
/** Part of every picture's name: a change to how pictures are drawn must not find the old ones. */
const DRAWING = `webp-q${QUALITY}-x${SCALE}`;
const MEMORY_ENTRIES = 1500;
/**
 * Only the pictures the database has are drawn (routes/storage.ts answers other names 404), each once; still,
 * a client asking for every one of them must not hold the processor or fill the disk: at most this many
 * drawings at once and this many waiting, at most this many drawings per client address and minute (beyond
 * either, `PictureBusy`: the caller shows the vector instead), and at most this many files written per run.
 */
export const DRAWING_LIMITS = { atOnce: 2, waiting: 48, perAddressPerMinute: 120, filesPerRun: 5000 } as const;

export class PictureBusy extends Error {
  constructor() {
    super('Too many pictures are being drawn');
  }
}

const memory = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let running = 0;
const queue: (() => void)[] = [];
let filesWritten = 0;
let drawn = 0;

/** How many pictures this process has drawn (not found in memory or on disk). */
export const drawingsSoFar = () => drawn;

/** Drawings started per client address in the current minute. */
const budget = { minute: 0, byAddress: new Map<string, number>() };

function spendDrawing(address: string | undefined, now = Date.now()): void {
  if (address === undefined) return;
  const minute = Math.floor(now / 60_000);
  if (minute !== budget.minute) {
    budget.minute = minute;
    budget.byAddress.clear();
  }
  const spent = budget.byAddress.get(address) ?? 0;
  if (spent >= DRAWING_LIMITS.perAddressPerMinute) throw new PictureBusy();
  budget.byAddress.set(address, spent + 1);
}

/** Runs `work` when fewer than `atOnce` drawings run; refuses when too many already wait. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DRAWING_LIMITS.atOnce) {
    if (queue.length >= DRAWING_LIMITS.waiting) throw new PictureBusy();
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/**
 * Where a database's drawn pictures are kept between runs: `PICTURE_CACHE_DIR` when the operator names one,
 * else a folder beside a database file (`data/storefront.sqlite` → `data/storefront-pictures/`); an in-memory
 * database keeps them in memory only.
 */
export function pictureCacheDir(databasePath: string): string | null {
  if (process.env.PICTURE_CACHE_DIR) return process.env.PICTURE_CACHE_DIR;
  if (databasePath === '' || databasePath === ':memory:') return null;
  return join(dirname(databasePath), `${basename(databasePath).replace(/\.[^.]*$/, '')}-pictures`);
}

export interface DrawingRequest {
  /** The folder drawn pictures are kept in (pictureCacheDir), or null for memory only. */
  dir: string | null;
  /** The client address the drawing is counted against. */
  address?: string;
}

export function rasterPicture(svg: string, request: DrawingRequest = { dir: null }): Promise<Buffer> {
  const key = createHash('sha256').update(DRAWING).update(svg).digest('hex').slice(0, 40);
  const kept = memory.get(key);
  if (kept) return Promise.resolve(kept);
  let job = drawing.get(key);
  if (!job) {
    job = fromDiskOrDrawn(key, svg, request)
      .then((data) => {
        memory.set(key, data);
        if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
        return data;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, job);
  }
  return job;
}

async function fromDiskOrDrawn(key: string, svg: string, { dir, address }: DrawingRequest): Promise<Buffer> {
  const file = dir === null ? null : join(dir, `${key}.webp`);
  const stored = file ? await readFile(file).catch(() => null) : null;
  if (stored && stored.length > 0) return stored;
  spendDrawing(address);
  const data = await inTurn(() => {
    drawn += 1;
    return sharp(Buffer.from(svg), { density: 72 * SCALE }).webp({ quality: QUALITY }).toBuffer();
  });
  if (dir === null || file === null || filesWritten >= DRAWING_LIMITS.filesPerRun) return data;
  filesWritten += 1;
  // Written under a name of its own, then renamed: a reader never sees half a file. Failing to keep it only
  // means drawing it again next time.
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, data))
    .then(() => rename(partial, file))
    .catch(() => undefined);
  return data;
}
