// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabAfterKey, Tabs } from './tabs';

afterEach(cleanup);

const tabs = [
  { id: 'all', label: 'All', content: <p>Every item</p> },
  { id: 'soups', label: 'Soups', content: <p>Soups only</p>, isDisabled: true },
  { id: 'desserts', label: 'Desserts', content: <p>Desserts only</p> },
];

describe('Tabs', () => {
  it('names the list, selects the first tab and shows its panel, labelled by the tab', () => {
    render(<Tabs label="Categories" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(all.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Desserts' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel.textContent).toBe('Every item');
    expect(all.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Desserts only')).toBeNull();
  });

  it('a press selects a tab and reports it; a disabled tab cannot be chosen', () => {
    const onSelectionChange = vi.fn();
    render(<Tabs label="Categories" tabs={tabs} onSelectionChange={onSelectionChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Desserts' }));
    expect(onSelectionChange).toHaveBeenCalledWith('desserts');
    expect(screen.getByRole('tabpanel').textContent).toBe('Desserts only');
    expect((screen.getByRole('tab', { name: 'Soups' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('arrow keys move to the next enabled tab, select it and focus it', () => {
    render(<Tabs label="Categories" tabs={tabs} />);
    const all = screen.getByRole('tab', { name: 'All' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    const desserts = screen.getByRole('tab', { name: 'Desserts' });
    expect(document.activeElement).toBe(desserts);
    expect(desserts.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(desserts, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all);
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<Tabs label="Trips" tabs={tabs} selectedKey="desserts" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Desserts only');
    rerender(<Tabs label="Trips" tabs={tabs} selectedKey="all" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Every item');
  });

  it('keys mirror in a right-to-left page; Home and End go to the ends', () => {
    const enabled = [true, false, true, true];
    expect(tabAfterKey('ArrowRight', 0, enabled, 'ltr')).toBe(2);
    expect(tabAfterKey('ArrowLeft', 0, enabled, 'rtl')).toBe(2);
    expect(tabAfterKey('ArrowRight', 2, enabled, 'rtl')).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, enabled, 'ltr')).toBe(3);
    expect(tabAfterKey('Home', 3, enabled, 'ltr')).toBe(0);
    expect(tabAfterKey('End', 0, enabled, 'ltr')).toBe(3);
    expect(tabAfterKey('Enter', 0, enabled, 'ltr')).toBeNull();
  });
});
