/**
 * How the browser build groups modules into files, so a first screen is a handful of requests.
 *
 * Left to itself the bundler makes one chunk for every set of lazy imports sharing a module: hundreds of files,
 * most under 3 KB, and a store's home needed fifty of them before its first picture (each a request and, over
 * HTTP/1.1 on a slow network, a share of six connections). Two groupings replace that:
 * - every module the app's start needs goes into one chunk (`app`), since all of it loads before the first
 *   screen works anyway;
 * - every other module a server-rendered first screen needs at once goes into one chunk per set of first screens
 *   that need it (a module the store page and the product page both need, and no other first screen, is in
 *   the store-and-product chunk). A first screen loads its own route modules and a few such chunks, never a
 *   module it does not use; the screens' chunks depend only on chunks shared by more screens, so no cycle.
 * Lazy routes stay separate files (the route table imports them by name); modules no first screen needs keep
 * the bundler's own splitting.
 *
 * Which modules those are is only known once a build has tree-shaken them (a library's index names every module
 * it has), so `npm run build` runs twice: `--mode chunk-plan` builds with the default splitting into a scratch
 * folder and writes the plan down, then the real build groups exactly those modules.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface ChunkPlan {
  /** Modules the app's start needs, beyond the entry's own: the `app` group. */
  entry: string[];
  /** Modules first screens need beyond the entry, by the first screens that need them (widest first). */
  screens: { screens: readonly string[]; modules: string[] }[];
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const isChunk = (item: Bundle[string] | undefined): item is Chunk => item?.type === 'chunk';

/** Every chunk a chunk loads statically, itself included. */
export function staticGraph(bundle: Bundle, start: string): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The chunks every page loads before its first screen can work: the entry's, and those of the app's start
 * (`startup`, an absolute module id), which the entry imports lazily once the server's markup is painted.
 */
export function startupChunks(bundle: Bundle, startup: string): Chunk[] {
  const starts = Object.values(bundle).filter((item): item is Chunk => isChunk(item) && (item.isEntry || item.moduleIds.includes(startup)));
  return [...new Set(starts.flatMap((chunk) => staticGraph(bundle, chunk.fileName)))];
}

/**
 * The plan for a build's output. `startup` and `screens` (each first screen's source modules) are relative to
 * `root`.
 */
/** The modules a module imports statically (the bundler's module graph). */
export type ImportsOf = (id: string) => readonly string[];

export function planChunks(bundle: Bundle, root: string, startup: string, screens: Record<string, readonly string[]>, later: ReadonlySet<string> = new Set(), importsOf: ImportsOf = () => []): ChunkPlan {
  const chunks = Object.values(bundle).filter(isChunk);
  // The entry's own modules stay in the entry; lazy chunks import from it (the preload helper lives there).
  const inEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.moduleIds));
  const entry = new Set<string>();
  for (const part of startupChunks(bundle, resolve(root, startup))) if (!part.isEntry) part.moduleIds.forEach((id) => entry.add(id));
  // The start itself stays a file of its own, named in the build manifest, so pages can preload it by name.
  entry.delete(resolve(root, startup));
  // Lazily imported modules keep files of their own: the code that imports them names them.
  const lazy = new Set(chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId).map((chunk) => chunk.facadeModuleId as string));
  const sizes = new Map(chunks.flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength] as const)));
  const neededBy = new Map<string, string[]>();
  for (const [screen, sources] of Object.entries(screens)) {
    const wanted = new Set(sources.map((source) => resolve(root, source)));
    const starts = chunks.filter((chunk) => chunk.facadeModuleId !== null && wanted.has(chunk.facadeModuleId));
    const modules = new Set(starts.flatMap((chunk) => staticGraph(bundle, chunk.fileName)).flatMap((chunk) => chunk.moduleIds));
    for (const id of modules) {
      if (inEntry.has(id) || entry.has(id) || lazy.has(id)) continue;
      neededBy.set(id, [...(neededBy.get(id) ?? []), screen]);
    }
  }
  const groups = new Map<string, Group>();
  for (const [id, names] of neededBy) {
    const key = names.join('+');
    const group = groups.get(key) ?? { screens: names, modules: [], size: 0, dependsOn: [] };
    group.modules.push(id);
    group.size += sizes.get(id) ?? 0;
    for (const imported of importsOf(id)) {
      const theirs = neededBy.get(imported);
      if (theirs && theirs.join('+') !== key) (group.dependsOn as (readonly string[])[]).push(theirs);
    }
    groups.set(key, group);
  }
  return { entry: [...entry], screens: mergeSmall([...groups.values()], later).map(({ screens: names, modules }) => ({ screens: names, modules })) };
}

interface Group {
  screens: readonly string[];
  modules: string[];
  /** Bytes of code, before minifying. */
  size: number;
  /** The screens needing each module its modules import from other groups. */
  dependsOn?: readonly (readonly string[])[];
}

/**
 * A group smaller than this is not worth a request of its own: its modules join the group of the fewest screens
 * that holds all of its screens (those screens load a few kilobytes they may not use, a round trip less).
 */
export const SMALLEST_GROUP = 16 * 1024;

/**
 * A small group at least this big (about as many bytes compressed as a request's own headers) joins a wider group
 * only when that puts it on fewer first screens that do not use it than use it: code one screen needs (and the
 * parts every page loads later) is not worth a request saved if eight other first screens load it for nothing.
 */
export const SPREAD_AT_MOST = 1024;

const holds = (wide: Group, narrow: Group) => wide !== narrow && narrow.screens.every((name) => wide.screens.includes(name));

/**
 * Whether every module the narrow group imports from other groups is needed by all of the wide group's screens
 * already: otherwise joining the wide group would have its other screens load those modules' files too (the
 * rental home's vehicle cards, joining the product page's stepper, would bring the trip search with them).
 */
const bringsNothing = (wide: Group, narrow: Group) => (narrow.dependsOn ?? []).every((screens) => wide.screens.every((name) => screens.includes(name)));

/**
 * Merges small groups, smallest first, into the narrowest group holding their screens. A module's dependencies
 * are needed by at least its screens, so they stay in a group of the same screens or a wider one; merging only
 * ever moves modules into a wider group (the build test checks no file imports itself back). Screens named in
 * `later` load after a first screen (the parts every page loads once its first screen works): they count as
 * screens to hold, not as first screens a merge weighs down. Widest first.
 */
export function mergeSmall(input: readonly Group[], later: ReadonlySet<string> = new Set()): Group[] {
  const groups = input.map((group) => ({ ...group, modules: [...group.modules] }));
  const firstScreens = (screens: readonly string[]) => screens.filter((name) => !later.has(name)).length;
  const takes = (wide: Group, narrow: Group) =>
    holds(wide, narrow) && bringsNothing(wide, narrow) && (narrow.size < SPREAD_AT_MOST || firstScreens(wide.screens) - firstScreens(narrow.screens) < firstScreens(narrow.screens));
  for (;;) {
    const small = groups.filter((group) => group.size < SMALLEST_GROUP && groups.some((other) => takes(other, group))).sort((a, b) => a.size - b.size)[0];
    const into = small && groups.filter((other) => takes(other, small)).sort((a, b) => a.screens.length - b.screens.length || a.size - b.size)[0];
    if (!small || !into) break;
    into.modules.push(...small.modules);
    into.size += small.size;
    // What either imported from the other is inside the merged group now.
    const inside = new Set([small.screens.join('+'), into.screens.join('+')]);
    into.dependsOn = [...(into.dependsOn ?? []), ...(small.dependsOn ?? [])].filter((screens) => !inside.has(screens.join('+')));
    groups.splice(groups.indexOf(small), 1);
  }
  return groups.sort((a, b) => b.screens.length - a.screens.length);
}

/** The planning build's plugin: writes the plan to `file` once the output is known. */
export function writeChunkPlan(file: string, root: string, startup: string, screens: Record<string, readonly string[]>, later: ReadonlySet<string> = new Set()): Plugin {
  return {
    name: 'write-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      mkdirSync(dirname(file), { recursive: true });
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      writeFileSync(file, JSON.stringify(planChunks(bundle, root, startup, screens, later, importsOf)));
    },
  };
}

export function readChunkPlan(file: string): ChunkPlan | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkPlan) : null;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The real build's groups, each taking exactly its planned modules (vite.config.ts turns off capturing a
 * group's dependencies: they are planned in the same or a wider group already, and the entry's own modules
 * must stay in the entry, which imports nothing).
 */
export function chunkGroups(plan: ChunkPlan | null): Rolldown.CodeSplittingGroup[] {
  if (!plan || plan.entry.length === 0) return [];
  const entry = new Set(plan.entry);
  return [
    { name: 'app', test: (id: string) => entry.has(id), priority: 1000 },
    ...plan.screens.map((group) => {
      const modules = new Set(group.modules);
      const only = group.screens.length === 1 ? group.screens[0] : undefined;
      return { name: only ? kebab(only) : 'shared', test: (id: string) => modules.has(id), priority: group.screens.length };
    }),
  ];
}
