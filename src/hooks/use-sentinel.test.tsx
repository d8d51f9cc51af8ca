// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSentinel } from './use-sentinel';

/** An IntersectionObserver the test drives: `observe` reports whether the sentinel is within reach now. */
class FakeObserver {
  static all: FakeObserver[] = [];
  static inReach = false;
  observed = new Set<Element>();
  constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
    queueMicrotask(() => this.observed.has(target) && this.report([{ isIntersecting: FakeObserver.inReach, target }]));
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
}

let commits = 0;

function List({ rows, hasNextPage, isFetchingNextPage, fetchNextPage }: { rows: number; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void }) {
  const sentinel = useSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }, rows);
  return <div ref={sentinel} />;
}

beforeEach(() => {
  FakeObserver.all = [];
  FakeObserver.inReach = false;
  commits = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('the infinite list sentinel', () => {
  it('asks for the next page when the sentinel comes within reach, and only then', async () => {
    const fetchNextPage = vi.fn();
    render(<List rows={12} hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    await settle();
    expect(fetchNextPage).not.toHaveBeenCalled();
    FakeObserver.inReach = true;
    const [observer] = FakeObserver.all;
    act(() => {
      for (const target of observer?.observed ?? []) observer?.observe(target);
    });
    await settle();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask while a page is on its way, nor when there is none left', async () => {
    FakeObserver.inReach = true;
    const fetchNextPage = vi.fn();
    const view = render(<List rows={12} hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    await settle();
    view.rerender(<List rows={24} hasNextPage={false} isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    await settle();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('asks again after a page came in while the sentinel is still within reach', async () => {
    FakeObserver.inReach = true;
    const fetchNextPage = vi.fn();
    const view = render(<List rows={12} hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    await settle();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    view.rerender(<List rows={12} hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    view.rerender(<List rows={24} hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    await settle();
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('attaching to its element re-renders nothing', async () => {
    render(
      <Profiler id="list" onRender={() => (commits += 1)}>
        <List rows={12} hasNextPage isFetchingNextPage={false} fetchNextPage={() => undefined} />
      </Profiler>,
    );
    await settle();
    expect(commits).toBe(1);
  });
});
