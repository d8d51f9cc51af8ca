/**
 * Where a server-rendered page holds the preloads of the scripts that make it interactive: an inert template
 * the server writes and the entry releases once the markup is painted (src/lib/first-screen/held-scripts.ts).
 * Its own module, so the entry, which imports it, stays a few hundred bytes.
 */
export const HELD_SCRIPTS_ELEMENT_ID = 'held-scripts';
