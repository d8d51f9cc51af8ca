/** @vitest-environment jsdom */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, loadParts, notingParts, whenPartsMounted } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazy parts', () => {
  it('load by name before rendering, then render at once without suspending', async () => {
    let loads = 0;
    const Part = lazyPart('test:greeting', async () => {
      loads += 1;
      return { default: Greeting };
    });
    // Not loaded yet: a synchronous render shows the fallback.
    expect(renderToString(<Suspense fallback={<i>wait</i>}><Part name="Aya" /></Suspense>)).toContain('wait');
    await loadParts(['test:greeting', 'test:unknown']);
    expect(renderToString(<Suspense fallback={<i>wait</i>}><Part name="Aya" /></Suspense>)).toContain('Hello <!-- -->Aya');
    expect(loads).toBe(1);
  });

  it('finds parts declared by parts it loads (a screen declares its own parts)', async () => {
    let Inner: ((props: { name: string }) => React.ReactNode) | null = null;
    lazyPart('test:outer', async () => {
      Inner = lazyPart('test:inner', async () => ({ default: Greeting }));
      return { default: () => null };
    });
    await loadParts(['test:outer', 'test:inner']);
    const InnerPart = Inner as unknown as (props: { name: string }) => React.ReactNode;
    expect(renderToString(<Suspense fallback={<i>wait</i>}><InnerPart name="Omar" /></Suspense>)).toContain('Omar');
  });

  it('names the parts a render used, and only while noting', async () => {
    const Part = lazyPart('test:noted', async () => ({ default: Greeting }));
    await loadParts(['test:noted']);
    const { result, parts } = await notingParts(async () => renderToString(<Part name="Lina" />));
    expect(result).toContain('Lina');
    expect(parts).toEqual(['test:noted']);
    const again = await notingParts(async () => 'nothing rendered');
    expect(again.parts).toEqual([]);
  });

  it('is loaded only once what it shows besides its code (its strings) has loaded too', async () => {
    let arrive: () => void = () => undefined;
    const strings = new Promise<void>((resolve) => (arrive = resolve));
    const Part = lazyPart('test:with-strings', async () => ({ default: Greeting }), () => strings);
    let loaded = false;
    const loading = loadParts(['test:with-strings']).then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(false);
    arrive();
    await loading;
    expect(renderToString(<Suspense fallback={<i>wait</i>}><Part name="Sara" /></Suspense>)).toContain('Sara');
  });

  it('asks again after a failed load', async () => {
    let attempts = 0;
    lazyPart('test:flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(loadParts(['test:flaky'])).rejects.toThrow('offline');
    await loadParts(['test:flaky']);
    expect(attempts).toBe(2);
  });
});

describe('a page taken over part by part', () => {
  it('is whole once every part it holds has mounted', async () => {
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const First = lazyPart('test:first', async () => ({ default: Greeting }));
    const Second = lazyPart('test:second', async () => ({ default: Greeting }));
    await loadParts(['test:first', 'test:second']);
    let whole = false;
    void whenPartsMounted(['test:first', 'test:second']).then(() => (whole = true));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<First name="Aya" />));
    expect(whole).toBe(false);
    await act(async () => root.render(<><First name="Aya" /><Second name="Omar" /></>));
    expect(whole).toBe(true);
    // Nothing to wait for: at once.
    await expect(whenPartsMounted([])).resolves.toBeUndefined();
    act(() => root.unmount());
  });
});
