// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComboboxItem } from './combobox';
import { DeferredCombobox } from './deferred-combobox';

const IMPORT_WAIT_MS = 10_000;

afterEach(cleanup);
// jsdom has no CSS.escape; react-aria's popover reads a meta tag with it.
beforeAll(() => {
  if (typeof globalThis.CSS?.escape !== 'function') Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } });
});

const ITEMS: ComboboxItem[] = [
  { id: 'item-1', label: 'Classic Beef Burger' },
  { id: 'store-5', label: 'Burger Hub' },
];

function Search({ onSelect = () => undefined }: { onSelect?: (item: ComboboxItem) => void }) {
  const [text, setText] = useState('');
  return (
    <form role="search">
      <DeferredCombobox label="Search items and stores" hideLabel placeholder="Search" items={text ? ITEMS : []} inputValue={text} onInputChange={setText} onSelect={onSelect} />
    </form>
  );
}

const isReactAria = (element: Element) => element.hasAttribute('data-rac');

describe('a combobox that is a native input until used', () => {
  it('starts as a native, collapsed combobox with its name, and becomes the combobox on focus with what was typed, its focus, caret and list', async () => {
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    const native = screen.getByRole('combobox', { name: 'Search items and stores' });
    expect(isReactAria(native)).toBe(false);
    expect(native.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    // The customer focuses and types before the combobox has arrived: the text is kept.
    act(() => native.focus());
    fireEvent.change(native, { target: { value: 'burg' } });
    (native as HTMLInputElement).setSelectionRange(2, 2);

    // The combobox's code is imported on focus: its first import in a test worker is transformed then, slow on a busy machine.
    await waitFor(() => expect(isReactAria(screen.getByRole('combobox', { name: 'Search items and stores' }))).toBe(true), { timeout: IMPORT_WAIT_MS });
    const rich = screen.getByRole('combobox', { name: 'Search items and stores' }) as HTMLInputElement;
    expect(rich.value).toBe('burg');
    expect(document.activeElement).toBe(rich);
    expect([rich.selectionStart, rich.selectionEnd]).toEqual([2, 2]);
    const list = await screen.findByRole('listbox', {}, { timeout: IMPORT_WAIT_MS });
    fireEvent.click(screen.getByRole('option', { name: 'Burger Hub' }));
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
    expect(list).toBeTruthy();
  });

  it('once loaded, later ones are the combobox from the start, their list closed until typed into', async () => {
    render(<Search />);
    const first = screen.getByRole('combobox', { name: 'Search items and stores' });
    fireEvent.pointerEnter(first);
    await waitFor(() => expect(isReactAria(screen.getByRole('combobox'))).toBe(true), { timeout: IMPORT_WAIT_MS });
    // Hovered, never focused: the focus stays where it was and no list opens.
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    cleanup();

    render(<Search />);
    expect(isReactAria(screen.getByRole('combobox', { name: 'Search items and stores' }))).toBe(true);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
