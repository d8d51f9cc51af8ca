// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedStore } from './shared-store';

afterEach(cleanup);

function counterStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: number) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('a shared store', () => {
  it('subscribes once at the provider, and every reader below follows the value', () => {
    const counter = counterStore();
    const store = sharedStore('counter', counter.subscribe, counter.get);
    function Reader({ name }: { name: string }) {
      return (
        <span>
          {name}={store.useValue()}
        </span>
      );
    }
    const { container } = render(
      <store.Provider>
        <Reader name="a" />
        <Reader name="b" />
        <Reader name="c" />
      </store.Provider>,
    );
    expect(counter.listeners.size).toBe(1);
    expect(container.textContent).toBe('a=0b=0c=0');
    act(() => counter.set(4));
    expect(container.textContent).toBe('a=4b=4c=4');
  });

  it('outside the provider, reads the current value', () => {
    const counter = counterStore();
    const store = sharedStore('counter', counter.subscribe, counter.get);
    counter.set(7);
    function Reader() {
      return <span>{store.useValue()}</span>;
    }
    const { container } = render(<Reader />);
    expect(container.textContent).toBe('7');
    expect(counter.listeners.size).toBe(0);
  });
});
