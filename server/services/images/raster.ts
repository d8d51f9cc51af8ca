/**
 * The raster form of a generated picture: WebP at twice the SVG's own size, drawn by sharp. A browser decodes
 * a raster off its main thread, while each SVG picture is a document of its own that the main thread parses,
 * styles and paints (tens of milliseconds apiece on a slow phone: a listing of thirty pictures held the page
 * for seconds). Drawing one takes tens of milliseconds here, so each is drawn once: kept in memory and on disk,
 * named by a hash of the SVG it was drawn from, so a re-seeded database or a restarted server finds it again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Pixels per SVG unit: sharp reads SVG at 72 dpi, so twice that draws 400 units as 800 pixels (a 2x screen). */
const SCALE = 2;
const QUALITY = 80;
/** Part of every picture's name: a change to how pictures are drawn must not find the old ones. */
const DRAWING = `webp-q${QUALITY}-x${SCALE}`;
const MEMORY_ENTRIES = 600;
/**
 * Any well-formed path draws a picture (an unknown id still gets one of its kind), so a flood of made-up names
 * must not hold the processor or fill the disk: at most this many drawings at once and this many waiting
 * (beyond, `PictureBusy`: the caller shows the vector instead), and at most this many files written per run.
 */
export const DRAWING_LIMITS = { atOnce: 2, waiting: 48, filesPerRun: 5000 } as const;

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

/** Where drawn pictures are kept between runs (`PICTURE_CACHE_DIR`, else a folder in the system's temporary directory). */
export const pictureCacheDir = () => process.env.PICTURE_CACHE_DIR ?? join(tmpdir(), 'rideway-market-pictures');

export function rasterPicture(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(DRAWING).update(svg).digest('hex').slice(0, 40);
  const kept = memory.get(key);
  if (kept) return Promise.resolve(kept);
  let job = drawing.get(key);
  if (!job) {
    job = fromDiskOrDrawn(key, svg)
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

async function fromDiskOrDrawn(key: string, svg: string): Promise<Buffer> {
  const dir = pictureCacheDir();
  const file = join(dir, `${key}.webp`);
  const stored = await readFile(file).catch(() => null);
  if (stored && stored.length > 0) return stored;
  const data = await inTurn(() => sharp(Buffer.from(svg), { density: 72 * SCALE }).webp({ quality: QUALITY }).toBuffer());
  if (filesWritten >= DRAWING_LIMITS.filesPerRun) return data;
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
