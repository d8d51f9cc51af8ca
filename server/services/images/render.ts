/**
 * Renders a generated picture for a `/storage/<kind>/<name>.svg` path, remembering the most recent ones:
 * a picture depends only on its path and the catalogue rows behind it, and a listing page asks for the same
 * few dozen again and again.
 */
import type { Db } from '../../db/connection';
import { composeSvg } from './compose';
import { pictureFor } from './subjects';

const MAX_CACHED = 2000;
const cache = new WeakMap<Db, Map<string, string>>();

export function renderPicture(db: Db, kind: string, name: string): string {
  let pictures = cache.get(db);
  if (!pictures) {
    pictures = new Map();
    cache.set(db, pictures);
  }
  const key = `${kind}/${name}`;
  const cached = pictures.get(key);
  if (cached !== undefined) return cached;
  const svg = composeSvg(pictureFor(db, kind, name));
  pictures.set(key, svg);
  if (pictures.size > MAX_CACHED) pictures.delete(pictures.keys().next().value as string);
  return svg;
}

/** Forgets every rendered picture of a database (after it was re-seeded in place). */
export function forgetPictures(db: Db): void {
  cache.delete(db);
}
