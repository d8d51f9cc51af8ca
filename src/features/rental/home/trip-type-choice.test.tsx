// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRentalPageStrings } from '@/lib/i18n';
import { TripTypeChoice } from './trip-type-choice';

beforeAll(() => loadRentalPageStrings());
afterEach(cleanup);

/** The tasks after the tap's frame (the trip changes in one of them). */
const afterFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 120)));

describe('TripTypeChoice', () => {
  it('checks the tapped type at once and changes the trip after the frame', async () => {
    const onChange = vi.fn();
    render(<TripTypeChoice value="hourly" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Trip type' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Hourly' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Day wise' }));
    expect(screen.getByRole('radio', { name: 'Day wise' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Hourly' })).toHaveProperty('checked', false);
    expect(onChange).not.toHaveBeenCalled();

    await afterFrame();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('day_wise');
  });

  it('keeps the tapped type while the trip has not changed yet, and shows a trip changed elsewhere', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<TripTypeChoice value="hourly" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Distance' }));
    // The caller renders again with the trip it still has: the choice stays.
    rerender(<TripTypeChoice value="hourly" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Distance' })).toHaveProperty('checked', true);
    await afterFrame();
    expect(onChange).toHaveBeenLastCalledWith('distance');
    rerender(<TripTypeChoice value="distance" onChange={onChange} />);
    // Another tab (or a saved trip) makes it day wise: shown as it comes.
    rerender(<TripTypeChoice value="day_wise" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Day wise' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('changes the trip first when the customer presses or types again before the frame', async () => {
    const onChange = vi.fn();
    render(<TripTypeChoice value="hourly" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Day wise' }));
    expect(onChange).not.toHaveBeenCalled();
    // "Save trip" pressed at once: its press finds the trip changed.
    fireEvent.pointerDown(document.body);
    expect(onChange).toHaveBeenCalledWith('day_wise');
    fireEvent.click(screen.getByRole('radio', { name: 'Distance' }));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('distance');
    // Each change is made once: the frame that comes later changes nothing more.
    await afterFrame();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps a change not applied yet when the form closes', () => {
    const onChange = vi.fn();
    const { unmount } = render(<TripTypeChoice value="hourly" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Distance' }));
    unmount();
    expect(onChange).toHaveBeenCalledWith('distance');
  });
});
