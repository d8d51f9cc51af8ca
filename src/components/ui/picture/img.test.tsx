/** @vitest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from '@/hooks/use-hydrated';
import { Img, LaterPictures } from './img';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  return (
    <div>
      <Img src="/storage/banner/1.webp" alt="Summer deals" priority />
      <Img src="/storage/item/2.webp" alt="" />
      <LaterPictures value>
        <Img src="/storage/item/3 big,one.webp" alt="" />
        <Img src="/storage/item/4.webp" alt="" priority />
        <Img src="/storage/item/5.webp" alt="" later={false} />
        <Img src="" alt="" />
      </LaterPictures>
    </div>
  );
}

// The pictures' turns, run one at a time by the test (a timer's order is not the test's to decide).
const turns = vi.hoisted(() => [] as (() => void)[]);
vi.mock('@/lib/yield-to-main', () => ({ yieldToMain: () => new Promise<void>((resolve) => turns.push(resolve)) }));

/** Runs the pictures' next turn. */
async function nextTurn(): Promise<void> {
  turns.shift()?.();
  await Promise.resolve();
  await Promise.resolve();
}

const sources = (root: ParentNode) => [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('pictures past a phone’s first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reach the server’s page with their address for wide screens only, and get it on a phone once the app runs', async () => {
    // The server's render: no window there, so inside a hydration boundary nothing counts as running yet.
    const html = renderToString(
      <HydrationBoundary>
        <Page />
      </HydrationBoundary>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // First screen and eager pictures keep their address; the later one has a transparent pixel on a phone, a
    // <source> for wide screens.
    expect(sources(container)).toEqual(['/storage/banner/1.webp', '/storage/item/2.webp', expect.stringMatching(/^data:image\/gif;base64,/), '/storage/item/4.webp', '/storage/item/5.webp', null]);
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('screen and (min-width: 768px)');
    // A space or comma would split a srcset; the address is kept whole.
    expect(source?.getAttribute('srcset')).toBe('/storage/item/3%20big%2Cone.webp');
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    // The largest first paint is asked for at once and first; the others lazily, at low priority.
    const loading = [...container.querySelectorAll('img')].map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`);
    expect(loading).toEqual(['eager high', 'lazy low', 'lazy low', 'eager high', 'lazy low', 'lazy low']);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydrationBoundary>
          <Page />
        </HydrationBoundary>,
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The later picture gets its address in a task of its own, once the app has taken the page over.
    expect(sources(container)[2]).toMatch(/^data:image\/gif;base64,/);
    await act(nextTurn);
    expect(sources(container)).toEqual(['/storage/banner/1.webp', '/storage/item/2.webp', '/storage/item/3 big,one.webp', '/storage/item/4.webp', '/storage/item/5.webp', null]);
    expect(container.querySelector('picture img')?.getAttribute('loading')).toBe('lazy');
    act(() => root.unmount());
  });

  it('get their address a few at a time, each few in a task of its own', async () => {
    const many = Array.from({ length: 14 }, (_, index) => `/storage/item/${index + 10}.webp`);
    const List = () => (
      <LaterPictures value>
        {many.map((src) => (
          <Img key={src} src={src} alt="" />
        ))}
      </LaterPictures>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrationBoundary>
        <List />
      </HydrationBoundary>,
    );
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydrationBoundary>
          <List />
        </HydrationBoundary>,
      ),
    );
    const released = () => sources(container).filter((src) => src?.startsWith('/storage/')).length;
    expect(released()).toBe(0);
    const counts: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      await act(nextTurn);
      counts.push(released());
    }
    expect(counts).toEqual([6, 12, 14]);
    act(() => root.unmount());
  });

  it('load at once in a page the browser renders itself', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(sources(container)[2]).toBe('/storage/item/3 big,one.webp');
  });
});
