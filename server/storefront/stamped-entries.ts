/**
 * What the page and render caches share: entries kept per key until the stamp (the data version and the minute)
 * changes or the map fills, and one build in flight per key, which callers of the same key share.
 */
export interface StampedEntries<Kept, Built> {
  /** The kept entry and the build in flight for `key` at stamp `at` (a new stamp, or a full map, forgets all first). */
  find(key: string, at: string): { kept: Kept | undefined; flying: Promise<Built> | undefined };
  /** Runs `work` as the key's build in flight; what `keep` makes of its result is kept unless a new stamp came meanwhile. */
  build(key: string, work: Promise<Built>, keep: (built: Built) => Kept | null): Promise<Built>;
}

export function stampedEntries<Kept, Built>(maxEntries: number): StampedEntries<Kept, Built> {
  let stamp: string | null = null;
  let entries = new Map<string, Kept>();
  const pending = new Map<string, Promise<Built>>();
  return {
    find(key, at) {
      if (at !== stamp || entries.size >= maxEntries) {
        stamp = at;
        entries = new Map();
        pending.clear();
      }
      return { kept: entries.get(key), flying: pending.get(key) };
    },
    async build(key, work, keep) {
      pending.set(key, work);
      const held = entries;
      try {
        const built = await work;
        const kept = keep(built);
        // Kept only if no write came in between (a new version started a new map).
        if (kept !== null && held === entries) entries.set(key, kept);
        return built;
      } finally {
        if (pending.get(key) === work) pending.delete(key);
      }
    },
  };
}
