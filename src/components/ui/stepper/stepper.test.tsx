// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

afterEach(cleanup);

function isDisabled(button: HTMLElement): boolean {
  return button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
}

describe('Stepper', () => {
  it('names the group and buttons after the item and zero-pads the value', () => {
    render(<Stepper value={3} itemLabel="Corolla" onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Quantity of Corolla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add one more Corolla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove one Corolla' })).toBeTruthy();
    const output = screen.getByRole('status');
    expect(output.textContent).toBe('03');
    expect(output.getAttribute('aria-live')).toBe('polite');
  });

  it('does not pad values of 10 and more', () => {
    render(<Stepper value={12} onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('12');
  });

  it('uses generic labels without an item name', () => {
    render(<Stepper value={1} onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeTruthy();
  });

  it('turns the minus into a remove (trash) button at the boundary', () => {
    const onDecrement = vi.fn();
    const { container, rerender } = render(<Stepper value={2} itemLabel="Corolla" onIncrement={() => undefined} onDecrement={onDecrement} />);
    expect(container.querySelector('[data-icon="minus"]')).not.toBeNull();
    rerender(<Stepper value={1} itemLabel="Corolla" minusRemoves onIncrement={() => undefined} onDecrement={onDecrement} />);
    const remove = screen.getByRole('button', { name: 'Remove Corolla' });
    expect(container.querySelector('[data-icon="trash"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove one Corolla' })).toBeNull();
    fireEvent.click(remove);
    expect(onDecrement).toHaveBeenCalledTimes(1);
  });

  it('says "Remove" without an item name', () => {
    render(<Stepper value={1} minusRemoves onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('calls the handlers on press', () => {
    const onIncrement = vi.fn();
    const onDecrement = vi.fn();
    render(<Stepper value={2} onIncrement={onIncrement} onDecrement={onDecrement} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onIncrement).toHaveBeenCalledTimes(1);
    expect(onDecrement).toHaveBeenCalledTimes(1);
  });

  it('disables only the plus at the maximum', () => {
    const onIncrement = vi.fn();
    render(<Stepper value={4} isIncrementDisabled onIncrement={onIncrement} onDecrement={() => undefined} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(isDisabled(plus)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Decrease quantity' }))).toBe(false);
    fireEvent.click(plus);
    expect(onIncrement).not.toHaveBeenCalled();
  });

  it('disables both buttons while pending or disabled, and marks the group busy while pending', () => {
    const { rerender } = render(<Stepper value={1} isPending onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getAllByRole('button').every(isDisabled)).toBe(true);
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
    rerender(<Stepper value={1} isDisabled onIncrement={() => undefined} onDecrement={() => undefined} />);
    expect(screen.getAllByRole('button').every(isDisabled)).toBe(true);
    expect(screen.getByRole('group').hasAttribute('aria-busy')).toBe(false);
  });
});
