// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_SETTINGS } from '@/lib/format';
import { setMoneySettings } from '@/lib/money-settings';
import { MoneySettingsProvider, Price } from './price';

afterEach(() => {
  cleanup();
  setMoneySettings(DEFAULT_MONEY_SETTINGS);
});

/** Text a sighted user sees (the visually hidden label excluded). */
function visibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('del > span')) hidden.remove();
  return clone.textContent ?? '';
}

describe('Price', () => {
  it('puts the symbol on the left with the configured decimals', () => {
    setMoneySettings({ symbol: '$', direction: 'left', decimals: 2 });
    const { container } = render(<Price amount={1234.5} />);
    expect(container.textContent).toBe('$1234.50');
  });

  it('puts a letter symbol on the right, separated by a no-break space', () => {
    setMoneySettings({ symbol: 'AED', direction: 'right', decimals: 0 });
    const { container } = render(<Price amount={99.6} />);
    expect(container.textContent).toBe('100\u00a0AED');
  });

  it('abbreviates large amounts with K, M and B', () => {
    setMoneySettings({ symbol: '$', direction: 'left', decimals: 1 });
    const { container } = render(
      <>
        <Price amount={250_000} />
        <Price amount={3_400_000} />
        <Price amount={2_000_000_000} />
        <Price amount={99_999} />
      </>,
    );
    expect([...container.querySelectorAll('bdi')].map((node) => node.textContent)).toEqual(['$250.0K', '$3.4M', '$2.0B', '$99999.0']);
  });

  it('shows the original price struck through, with a label for screen readers, when discounted', () => {
    const { container } = render(<Price amount={80} original={100} />);
    const struck = container.querySelector('del');
    expect(struck).not.toBeNull();
    expect(struck?.textContent).toBe('Original price $100.00');
    expect(visibleText(container)).toBe('$80.00$100.00');
  });

  it('shows no original price when it is not higher than the amount', () => {
    const { container } = render(
      <>
        <Price amount={100} original={100} />
        <Price amount={100} original={null} />
      </>,
    );
    expect(container.querySelector('del')).toBeNull();
  });

  it('re-renders when the money settings change, through the one subscription at the root', () => {
    const { container } = render(
      <MoneySettingsProvider>
        <Price amount={5} prefix="From" />
      </MoneySettingsProvider>,
    );
    expect(container.textContent).toBe('From$5.00');
    act(() => setMoneySettings({ symbol: '€', direction: 'right', decimals: 0 }));
    expect(container.textContent).toBe('From5€');
  });
});
