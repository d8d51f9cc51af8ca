/**
 * A live read of the local database for a screen whose first render must not wait for the database's code (the
 * checkouts, which the server renders and the app takes over at once): once the screen has mounted, the read's
 * own module and the database load (asked again should the connection have dropped), and the read is then
 * followed as `useLiveQuery` follows one. Undefined until its first answer, and again from a change of `deps`
 * until the new answer. A read that fails stays undefined and says why in the console.
 */
import { useEffect, useState, type DependencyList } from 'react';
import { importPatiently } from './after-load';

type Read<T> = () => Promise<T> | T;

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

export function useDeferredLiveQuery<T>(loadRead: () => Promise<Read<T>>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<{ deps: DependencyList; value: T }>();
  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null;
    let stopped = false;
    const forDeps = deps;
    void Promise.all([importPatiently(() => import('./db')), importPatiently(loadRead)])
      .then(([{ liveQuery }, read]) => {
        if (stopped) return;
        subscription = liveQuery(read).subscribe({
          next: (value) => setAnswer({ deps: forDeps, value }),
          error: (error: unknown) => console.warn('Could not read the local database', error),
        });
      })
      .catch((error: unknown) => console.warn('Could not load the local database', error));
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // The caller's dependencies, as with useEffect and useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return answer && sameDeps(answer.deps, deps) ? answer.value : undefined;
}
