/**
 * `npm run art:extract`: copies the Fluent Emoji illustrations the catalogue uses (art-choice.ts's dictionaries
 * and the seeded items' and stores' own choices) from the
 * `@iconify-json/fluent-emoji` package (MIT, © Microsoft Corporation) into fluent-emoji.json, so the
 * server ships the subjects it draws instead of the 100 MB set, without their blur filters (below). A server
 * test checks the copy still matches the installed package and covers every subject the dictionaries name.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededArtSubjects } from '../../db/seed/catalog-data';
import { allArtSubjects } from './art-choice';

export const ART_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fluent-emoji.json');

interface IconSet {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export interface ArtFile {
  source: string;
  license: string;
  author: string;
  /** viewBox size of every body (the set's default). */
  size: number;
  icons: Record<string, string>;
}

/**
 * The set softens some highlights with blur filters. At the sizes a catalogue shows them the difference is
 * invisible, but every filtered element costs the browser an offscreen raster pass, and a listing shows
 * dozens of pictures: the filters are dropped (a quarter of the bytes, too).
 */
export function withoutFilters(body: string): string {
  return body.replace(/<filter\b[\s\S]*?<\/filter>/g, '').replace(/\s*filter="url\(#[^)]+\)"/g, '');
}

/** The subset of the installed package for the given subjects (aliases resolved). */
export function extractArt(subjects: readonly string[]): ArtFile {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@iconify-json/fluent-emoji/package.json'));
  const set = JSON.parse(readFileSync(join(packageDir, 'icons.json'), 'utf8')) as IconSet;
  const info = JSON.parse(readFileSync(join(packageDir, 'info.json'), 'utf8')) as { license: { spdx: string }; author: { name: string } };
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const icons: Record<string, string> = {};
  for (const subject of subjects) {
    const name = set.icons[subject] ? subject : set.aliases?.[subject]?.parent;
    const icon = name ? set.icons[name] : undefined;
    if (!icon) throw new Error(`Fluent Emoji has no "${subject}"`);
    icons[subject] = withoutFilters(icon.body);
  }
  return { source: `@iconify-json/fluent-emoji@${version}`, license: info.license.spdx, author: info.author.name, size: set.width ?? 32, icons };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const art = extractArt(allArtSubjects(seededArtSubjects()));
  writeFileSync(ART_FILE, `${JSON.stringify(art, null, 0)}\n`);
  console.info(`${Object.keys(art.icons).length} subjects written to ${ART_FILE}`);
}
