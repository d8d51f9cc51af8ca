/**
 * The scripts a server-rendered page needs to become interactive, held back until the markup is painted. The
 * server writes their preload links inside an inert template; the entry moves them into the head after the
 * first frame, so on a slow network the styles and the largest picture have the connection to themselves
 * first, and then every script of the route starts at once (none waits for another to be discovered).
 * Shared by the server (which writes the template) and the entry (which releases it): no other imports.
 */
export const HELD_SCRIPTS_ELEMENT_ID = 'held-scripts';

/** Starts the held preloads, if the page holds any. */
export function releaseHeldScripts(document: Document): void {
  const held = document.getElementById(HELD_SCRIPTS_ELEMENT_ID);
  if (held instanceof HTMLTemplateElement) {
    document.head.append(held.content);
    held.remove();
  }
}
