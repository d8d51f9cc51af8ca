/**
 * The scripts a server-rendered page needs to become interactive, held back until the markup is painted. The
 * server writes their preload links inside an inert template (common/first-screen/held-scripts.ts names it);
 * the entry moves them into the head after the first frame, so on a slow network the styles and the largest
 * picture have the connection to themselves first, and then every script of the route starts at once (none
 * waits for another to be discovered). The entry loads this module: it imports nothing else.
 */
import { HELD_SCRIPTS_ELEMENT_ID } from '@common/first-screen/held-scripts';

/**
 * Starts the held preloads, if the page holds any, in the order the server wrote them (the app's own first), one
 * per task: each start costs the main thread a moment (a few milliseconds in a trace of a slow phone's load), so
 * ten of them in one task would hold it for a long one. Resolves once all have started.
 */
export async function releaseHeldScripts(document: Document): Promise<void> {
  const held = document.getElementById(HELD_SCRIPTS_ELEMENT_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  const links = [...held.content.children];
  for (const [index, link] of links.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.append(link);
  }
}
