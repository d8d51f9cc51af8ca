/** @vitest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserStore } from './use-browser-store';
import { HydrationBoundary, useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Add</button>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('hydration state', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the markup over as it was rendered, then wakes the page', async () => {
    const container = document.createElement('div');
    // What the server sent: rendered where there is no window, so not hydrated.
    container.innerHTML = '<button disabled="">Add</button>';
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydrationBoundary>
          <Probe seen={seen} />
        </HydrationBoundary>,
      ),
    );
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('is hydrated at once in a browser render without server markup, and never on the server', () => {
    const seen: boolean[] = [];
    const html = renderToString(<HydrationBoundary><Probe seen={seen} /></HydrationBoundary>);
    expect(html).toContain('disabled');
    const alone: boolean[] = [];
    renderToString(<Probe seen={alone} />);
    // Here a window exists (this test's DOM), as in the browser: outside a hydration, hydrated from the first render.
    expect(alone).toEqual([true]);
  });
});

describe('a browser store read while a page is taken over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the server value while hydrating, then re-renders only the readers whose value differs', async () => {
    let place = 'Dubai Mall';
    let zone = '[1]';
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const renders = { place: [] as string[], zone: [] as string[] };
    function Place() {
      const value = useBrowserStore(subscribe, () => place, () => '');
      renders.place.push(value);
      return <p>{value}</p>;
    }
    function Zone() {
      const value = useBrowserStore(subscribe, () => zone, () => '[1]');
      renders.zone.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement('div');
    // Rendered by the server, which knows the zone but not the place.
    container.innerHTML = '<p></p><p>[1]</p>';
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydrationBoundary>
          <Place />
          <Zone />
        </HydrationBoundary>,
      ),
    );
    expect(renders.place).toEqual(['', 'Dubai Mall']);
    expect(renders.zone).toEqual(['[1]']);
    expect(container.textContent).toBe('Dubai Mall[1]');
    // Live afterwards.
    await act(async () => {
      zone = '[2]';
      place = 'Marina';
      listeners.forEach((listener) => listener());
    });
    expect(container.textContent).toBe('Marina[2]');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    errors.mockRestore();
  });
});
