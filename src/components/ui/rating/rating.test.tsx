// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rating, starKinds, toHalfStars } from './rating';
import { RatingInput } from './rating-input';

afterEach(cleanup);

describe('toHalfStars', () => {
  it.each([
    [4.2, 4],
    [4.25, 4.5],
    [4.3, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [0.2, 0],
    [0.25, 0.5],
    [-1, 0],
    [7, 5],
    [Number.NaN, 0],
  ])('rounds %s to %s', (value, expected) => {
    expect(toHalfStars(value)).toBe(expected);
  });

  it('lays out full, half and empty stars', () => {
    expect(starKinds(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('Rating', () => {
  it('has one accessible label with the one-decimal value and the review count', () => {
    render(<Rating value={4.26} count={12} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe('Rated 4.3 out of 5 (12)');
  });

  it('draws half-star precision', () => {
    const { container } = render(<Rating value={3.3} />);
    const kinds = [...container.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));
    expect(kinds).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(container.querySelector('[data-icon="starHalf"]')).not.toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rated 3.3 out of 5');
  });

  it('shows a single star and the number in compact mode', () => {
    const { container } = render(<Rating value={4} count={3} showStars={false} />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.textContent).toBe('4.0(3)');
  });
});

describe('RatingInput', () => {
  it('is a radio group of five named stars that reports the chosen value', () => {
    const onChange = vi.fn();
    render(<RatingInput value={null} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(screen.getByLabelText('4 stars'));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('marks the current value checked and links the error message', () => {
    render(<RatingInput value={2} onChange={() => undefined} errorMessage="Pick a rating" />);
    expect((screen.getByLabelText('2 stars') as HTMLInputElement).checked).toBe(true);
    const group = screen.getByRole('radiogroup');
    const error = screen.getByText('Pick a rating');
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(error.closest('[id]')?.id);
  });
});
