/**
 * A server-rendered page shows its buttons and fields before the app listens to them. Until the app has taken
 * the page over, a press on a control does nothing and typing does not reach a field (hydration would wipe the
 * text); links work from the start (they load their page). The page says so: its root is `aria-disabled`
 * (assistive technology and browser tests see every control as not yet available, and a waiting cursor shows
 * on them: global.css.ts), and the entry holds presses and typing on the document itself, in the capture
 * phase. The app lets go once hydrated. No control renders differently before and after, so taking the page
 * over re-renders nothing (a flag read by every button and field re-rendered hundreds of components, in one
 * long task, right after hydration).
 *
 * Shared by the entry (which holds) and the app (which releases): no other imports.
 */

const CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="slider"], [role="combobox"]';
const FIELD = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';

/** The nearest link or control around the event's target: a link lets the event through, a control does not. */
function heldControl(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const nearest = target.closest(`a[href], ${CONTROL}`);
  return nearest === null || nearest.matches('a[href]') ? null : nearest;
}

const inField = (target: EventTarget | null): boolean => target instanceof Element && target.closest(FIELD) !== null;

/** Keys that only move focus or scroll stay free; every other key in a field, and activation keys on a control, wait. */
const FREE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape', 'PageUp', 'PageDown', 'Home', 'End']);

let release: (() => void) | null = null;

/** Holds presses and typing on the controls in `root` (the app's container) until `releaseHeldInteractions()`. */
export function holdInteractions(document: Document, root: HTMLElement): void {
  if (release) return;
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPress = (event: Event) => {
    if (heldControl(event.target)) stop(event);
  };
  const onKey = (event: Event) => {
    const key = (event as KeyboardEvent).key;
    if (FREE_KEYS.has(key)) return;
    if (inField(event.target) || (heldControl(event.target) && (key === 'Enter' || key === ' '))) stop(event);
  };
  const onTyping = (event: Event) => {
    if (inField(event.target)) stop(event);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onPress],
    ['submit', stop],
    ['keydown', onKey],
    ['beforeinput', onTyping],
    ['paste', onTyping],
    ['drop', onTyping],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  root.setAttribute('aria-disabled', 'true');
  release = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    root.removeAttribute('aria-disabled');
  };
}

/** The app has taken the page over: its controls work from now on. */
export function releaseHeldInteractions(): void {
  release?.();
  release = null;
}
