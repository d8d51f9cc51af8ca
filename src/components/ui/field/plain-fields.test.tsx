// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { RadioGroup } from '../radio-group/radio-group';
import { SearchField } from '../search-field/search-field';
import { TextField } from '../text-field/text-field';

afterEach(cleanup);

const describedBy = (element: Element) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('plain (native) fields', () => {
  it('a text field is named by its label, reports typed text and links its description and error', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TextField plain label="Hours" type="number" inputMode="numeric" value="3" onChange={onChange} description="Up to 720" errorMessage="Enter the hours" />);
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual([screen.getByText('Up to 720').id, screen.getByText('Enter the hours').closest('[id]')?.id]);
    fireEvent.change(input, { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith('5');
    rerender(<TextField plain label="Hours" type="number" value="3" onChange={onChange} errorMessage={null} />);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Enter the hours')).toBeNull();
  });

  it('a search field is named, reports typing, submits on Enter and clears with Escape or its button', () => {
    const onSubmit = vi.fn();
    function Search() {
      const [text, setText] = useState('');
      return <SearchField plain label="Search in Burger Hub" hideLabel value={text} onChange={setText} onSubmit={onSubmit} />;
    }
    render(<Search />);
    const input = screen.getByRole('searchbox', { name: 'Search in Burger Hub' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(input, { target: { value: 'fries' } });
    expect(input.value).toBe('fries');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('fries');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'cola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('a disabled text field is disabled', () => {
    render(<TextField plain label="Pickup time" type="datetime-local" value="" onChange={() => undefined} isDisabled />);
    expect((screen.getByLabelText('Pickup time') as HTMLInputElement).disabled).toBe(true);
  });

  it('a checkbox is named by its text and reports the new state', () => {
    const onChange = vi.fn();
    render(
      <Checkbox plain isSelected={false} onChange={onChange}>
        Pick up now
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Pick up now' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a checkbox shows its error, linked to the input', () => {
    render(
      <Checkbox plain isSelected onChange={() => undefined} errorMessage="Accept the terms">
        Terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toContain(screen.getByText('Accept the terms').closest('[id]')?.id);
  });

  it('a radio group is named by its label; choosing a radio reports its value and checks it alone', () => {
    function Trip() {
      const [value, setValue] = useState('hourly');
      return (
        <RadioGroup
          plain
          label="Trip type"
          orientation="horizontal"
          value={value}
          onChange={setValue}
          options={[
            { value: 'hourly', label: 'Hourly' },
            { value: 'day_wise', label: 'Day wise' },
          ]}
        />
      );
    }
    render(<Trip />);
    const group = screen.getByRole('radiogroup', { name: 'Trip type' });
    expect(group.getAttribute('data-orientation')).toBe('horizontal');
    const hourly = screen.getByRole('radio', { name: 'Hourly' }) as HTMLInputElement;
    const dayWise = screen.getByRole('radio', { name: 'Day wise' }) as HTMLInputElement;
    expect(hourly.checked).toBe(true);
    expect(hourly.name).toBe(dayWise.name);
    fireEvent.click(screen.getByText('Day wise'));
    expect(dayWise.checked).toBe(true);
    expect(hourly.checked).toBe(false);
    expect(dayWise.closest('label')?.hasAttribute('data-selected')).toBe(true);
    expect(hourly.closest('label')?.hasAttribute('data-selected')).toBe(false);
  });

  it("a radio group's error marks the group invalid and describes it", () => {
    render(<RadioGroup plain label="Payment" value={null} onChange={() => undefined} options={[{ value: 'cash', label: 'Cash' }]} errorMessage="Choose a payment method" />);
    const group = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toContain(screen.getByText('Choose a payment method').closest('[id]')?.id);
  });
});
