import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkGroups, mergeSmall, planChunks, SMALLEST_GROUP, SPREAD_AT_MOST } from './chunk-plan';

const ROOT = '/app';
const id = (path: string) => `${ROOT}/${path}`;

/** A chunk of a fake build: its modules (path → rendered size), static imports, and whether it is an entry. */
function chunk(fileName: string, modules: Record<string, number>, options: { imports?: string[]; isEntry?: boolean; facade?: string } = {}): Rolldown.OutputChunk {
  const ids = Object.keys(modules).map(id);
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    isEntry: options.isEntry ?? false,
    isDynamicEntry: options.facade !== undefined && !options.isEntry,
    facadeModuleId: options.facade ? id(options.facade) : null,
    moduleIds: ids,
    modules: Object.fromEntries(Object.entries(modules).map(([path, size]) => [id(path), { renderedLength: size }])),
    imports: options.imports ?? [],
  } as unknown as Rolldown.OutputChunk;
}

const bundleOf = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle => Object.fromEntries(chunks.map((item) => [item.fileName, item]));

const BIG = SMALLEST_GROUP * 2;

describe('the chunk plan', () => {
  // main.tsx (the entry) loads boot.tsx lazily; boot needs react. Two first screens share a card; each has its own part.
  const bundle = bundleOf(
    chunk('index.js', { 'src/main.tsx': 100, 'preload-helper': 100 }, { isEntry: true, facade: 'src/main.tsx' }),
    chunk('boot.js', { 'src/boot.tsx': 100 }, { imports: ['react.js', 'index.js'], facade: 'src/boot.tsx' }),
    chunk('react.js', { 'node_modules/react/index.js': BIG }),
    chunk('store.js', { 'src/routes/store.tsx': 100 }, { imports: ['card.js', 'store-part.js', 'react.js', 'index.js'], facade: 'src/routes/store.tsx' }),
    chunk('product.js', { 'src/routes/product.tsx': 100 }, { imports: ['card.js', 'product-part.js', 'react.js'], facade: 'src/routes/product.tsx' }),
    chunk('card.js', { 'src/card.tsx': BIG, 'src/price.tsx': BIG }, { imports: ['react.js'] }),
    chunk('store-part.js', { 'src/store-part.tsx': BIG }, { imports: ['card.js'] }),
    chunk('product-part.js', { 'src/product-part.tsx': 10 }),
  );
  const plan = planChunks(bundle, ROOT, 'src/boot.tsx', { store: ['src/routes/store.tsx'], product: ['src/routes/product.tsx'] });

  it('puts what the app’s start needs in one group, leaving out the entry’s own modules and the start itself', () => {
    expect(plan.entry).toEqual([id('node_modules/react/index.js')]);
  });

  it('groups the rest by the first screens that need it, a small group joining the narrowest group holding its screens', () => {
    expect(plan.screens).toEqual([
      { screens: ['store', 'product'], modules: [id('src/card.tsx'), id('src/price.tsx'), id('src/product-part.tsx')] },
      { screens: ['store'], modules: [id('src/store-part.tsx')] },
    ]);
  });

  it('names the groups: the start’s, one per screen, shared ones', () => {
    const groups = chunkGroups(plan);
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['app', 1000],
      ['shared', 2],
      ['store', 1],
    ]);
    const test = groups[1]?.test as (module: string) => boolean;
    expect(test(id('src/card.tsx'))).toBe(true);
    expect(test(id('src/store-part.tsx'))).toBe(false);
    expect(chunkGroups(null)).toEqual([]);
  });
});

describe('merging small groups', () => {
  const group = (screens: string[], size: number) => ({ screens, modules: [screens.join('+')], size });

  it('merges the smallest first, into the group of fewest screens holding all of its screens', () => {
    const merged = mergeSmall([group(['a', 'b', 'c'], BIG), group(['a', 'b'], BIG), group(['a'], 10), group(['c'], 10)]);
    expect(merged.map((item) => [item.screens, item.modules])).toEqual([
      [['a', 'b', 'c'], ['a+b+c', 'c']],
      [['a', 'b'], ['a+b', 'a']],
    ]);
  });

  it('keeps a small group over a kilobyte apart when merging it would put it on as many first screens that do not need it as do, or more', () => {
    const spread = SPREAD_AT_MOST;
    const groups = [group(['a', 'b', 'c', 'd', 'later'], BIG), group(['a', 'b', 'c'], BIG), group(['a', 'b', 'c', 'later'], spread), group(['d', 'later'], spread), group(['a'], spread - 1)];
    const merged = mergeSmall(groups, new Set(['later']));
    expect(merged.map((item) => [item.screens, item.modules])).toEqual([
      // The group of a, b and c joins the one that holds it (one first screen more, d, for three that need it; the
      // part loaded later does not count). d's stays apart: a, b and c would load it for nothing.
      [['a', 'b', 'c', 'd', 'later'], ['a+b+c+d+later', 'a+b+c+later']],
      // a's own is under the size at which that matters: it joins the narrowest group holding it.
      [['a', 'b', 'c'], ['a+b+c', 'a']],
      [['d', 'later'], ['d+later']],
    ]);
  });

  it('keeps a small group apart when joining would bring what it imports onto screens that do not load that', () => {
    // The cards (screens a, b) import the trip search (a, b, c); joining the stepper's group (a, b, d) would have d
    // load the trip search's file too. The price (a, b) imports only what every screen of that group loads.
    const cards = { ...group(['a', 'b'], 10), modules: ['cards'], dependsOn: [['a', 'b', 'c']] };
    const price = { ...group(['a', 'b'], 10), modules: ['price'], dependsOn: [['a', 'b', 'd', 'e']] };
    expect(mergeSmall([group(['a', 'b', 'd'], BIG), cards]).map((item) => item.modules)).toEqual([['a+b+d'], ['cards']]);
    expect(mergeSmall([group(['a', 'b', 'd'], BIG), price]).map((item) => item.modules)).toEqual([['a+b+d', 'price']]);
  });

  it('keeps a small group no other group holds', () => {
    expect(mergeSmall([group(['a'], 10), group(['b'], BIG)]).map((item) => item.screens)).toEqual([['a'], ['b']]);
  });
});
