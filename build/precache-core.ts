/**
 * Which built files the service worker's install fetches (the core) and which it keeps only once a page's first
 * screen is idle (`later`, sw/later-files.ts): an install costs a customer who pays for data only what opening the
 * app needs. The core is the entry and the app's start, every first screen with what it loads at once, the parts
 * every page loads after its start and after its load, the styles, the worker's registration, and every file that
 * is not a hashed asset (the page, the manifest, the icons). The rest (the other language's strings, screens no
 * first screen is, the dialogs and fields they open) comes later, and is still kept for offline use.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { staticGraph } from './chunk-plan.ts';

type Bundle = Rolldown.OutputBundle;

/** The built files of the core, for a bundle and the source modules (relative to `root`) the core opens. */
export function coreFiles(bundle: Bundle, root: string, sources: readonly string[]): Set<string> {
  const wanted = new Set(sources.map((source) => resolve(root, source)));
  const starts = Object.values(bundle).filter(
    (item): item is Rolldown.OutputChunk =>
      item.type === 'chunk' && (item.isEntry || (item.facadeModuleId !== null && wanted.has(item.facadeModuleId)) || item.moduleIds.some((id) => id.includes('/workbox-window/'))),
  );
  const core = new Set<string>();
  for (const chunk of starts.flatMap((start) => staticGraph(bundle, start.fileName))) {
    core.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => core.add(css));
  }
  return core;
}

/** Whether a precache manifest's file is kept later: a hashed script outside the core (the styles, one file, are core). */
export const isLaterFile = (url: string, core: ReadonlySet<string>): boolean => url.startsWith('assets/') && url.endsWith('.js') && !core.has(url);
