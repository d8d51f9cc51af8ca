/**
 * `React.lazy` for the parts of a screen the server may render: each part has a name, the server notes the
 * parts a page's markup used, and the browser loads exactly those before it hydrates the page. Hydration then
 * takes every part's markup over in its first pass. (A part still loading while hydration runs would keep its
 * server markup only until some state above it changed; React then renders that part afresh, showing its
 * fallback in place of the server's markup.)
 *
 * Once loaded, a part renders its component directly, without suspending. `beside` loads what the part shows
 * besides its code (the strings of its screens) side by side with it.
 */
import { createElement, lazy, useEffect, type ComponentType } from 'react';

interface Part {
  load: () => Promise<void>;
  loaded: boolean;
}

const parts = new Map<string, Part>();
let noteRendered: ((name: string) => void) | null = null;
/** Parts whose markup the browser has taken over (mounted), and who waits for which. */
const mounted = new Set<string>();
const waiting = new Set<() => void>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyPart<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>, beside?: () => Promise<unknown>): T {
  let component: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const loadAll = beside ? () => Promise.all([load(), beside()]).then(([module]) => module) : load;
  const start = () =>
    (loading ??= loadAll().then(
      (module) => {
        component = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  parts.set(name, {
    load: () => start().then(() => undefined),
    get loaded() {
      return component !== null;
    },
  });
  function LazyPart(props: object) {
    noteRendered?.(name);
    useEffect(() => {
      if (mounted.has(name)) return;
      mounted.add(name);
      waiting.forEach((check) => check());
    }, []);
    return createElement(component ?? Lazy, props as never);
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart as unknown as T;
}

/** Server: note the parts rendered while `render` runs (renders run one at a time). */
export async function notingParts<T>(render: () => Promise<T>): Promise<{ result: T; parts: string[] }> {
  const used = new Set<string>();
  noteRendered = (name) => used.add(name);
  try {
    return { result: await render(), parts: [...used] };
  } finally {
    noteRendered = null;
  }
}

/**
 * Browser: resolves once every named part has mounted: a server-rendered page's parts are taken over in
 * their own passes (React hydrates each Suspense boundary after the page's frame), so the page is wholly the
 * app's only then.
 */
export function whenPartsMounted(names: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!names.every((name) => mounted.has(name))) return;
      waiting.delete(check);
      resolve();
    };
    waiting.add(check);
    check();
  });
}

/**
 * Browser: loads the named parts. A part's name is known once the module that declares it has run (a screen
 * declares its own parts), so this loads in rounds until every name is loaded or no round finds a new one.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const wanted = new Set(names);
  for (let round = 0; round < 8; round++) {
    const pending = [...wanted].map((name) => parts.get(name)).filter((part): part is Part => part !== undefined && !part.loaded);
    if (pending.length === 0) return;
    await Promise.all(pending.map((part) => part.load()));
  }
}
