// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { PlainIconButton } from '../icon-button/plain-icon-button';
import { Link } from '../link/link';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('presses', () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Rent</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('while pending: stays focusable, ignores presses and names its progress', () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Book
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Book/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Working…' })).toBeTruthy();
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names a pending icon-only button by its label and the progress', () => {
    render(<IconButton icon="heart" label="Save to wishlist" isPending />);
    const button = screen.getByRole('button');
    const labelledBy = (button.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(labelledBy).toContain(button.id);
    expect(labelledBy).toContain(screen.getByRole('progressbar').id);
  });

  it('requires a label for icon-only buttons and hides the icon', () => {
    render(<IconButton icon="close" label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('plain Button', () => {
  it('is a native button that presses, and submits only when asked to', () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button plain onPress={onPress}>
          Rent
        </Button>
        <Button plain type="submit">
          Find
        </Button>
      </form>,
    );
    const rent = screen.getByRole('button', { name: 'Rent' });
    expect(rent.getAttribute('type')).toBe('button');
    expect(rent.hasAttribute('data-rac')).toBe(false);
    fireEvent.click(rent);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending: stays focusable, ignores presses, submits nothing and names its progress', () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlainIconButton icon="heart" label="Save to wishlist" onPress={onPress} isPending />
        <Button plain type="submit" isPending>
          Book
        </Button>
      </form>,
    );
    const heart = screen.getByRole('button', { name: /Save to wishlist/ });
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.hasAttribute('disabled')).toBe(false);
    const labelledBy = (heart.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(labelledBy).toContain(heart.id);
    expect(labelledBy).toContain(heart.querySelector('[role="progressbar"]')?.id);
    expect(screen.getAllByRole('progressbar', { name: 'Working…' })).toHaveLength(2);
    heart.focus();
    expect(document.activeElement).toBe(heart);
    fireEvent.click(heart);
    expect(onPress).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Book/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled: the browser keeps presses away', () => {
    const onPress = vi.fn();
    render(
      <Button plain isDisabled onPress={onPress} aria-pressed={false}>
        Brand
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Brand' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('Link', () => {
  it('opens external links in a new tab safely and says so', () => {
    render(<Link href="https://play.google.com/store">Google Play</Link>);
    const link = screen.getByRole('link', { name: /^Google Play ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps in-app links in the tab', () => {
    render(<Link href="/rental/cart">Cart</Link>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.hasAttribute('target')).toBe(false);
  });
});
