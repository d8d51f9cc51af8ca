// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
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
