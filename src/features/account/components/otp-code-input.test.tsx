// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fillCode, isCompleteCode, OtpCodeInput } from './otp-code-input';

afterEach(cleanup);

function Harness({ initial = '', errorMessage }: { initial?: string; errorMessage?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpCodeInput label="Verification code" value={value} onChange={setValue} errorMessage={errorMessage} />
      <output aria-label="code">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByRole('status', { name: 'code' }).textContent;

describe('OtpCodeInput', () => {
  it('shows six boxes, each named for screen readers, in a group named by the label', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box as digits are typed and ignores letters', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(code()).toBe('4');
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(code()).toBe('42');
    expect(document.activeElement).toBe(box(3));
  });

  it('fills every box from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123-456 ' } });
    expect(code()).toBe('123456');
    expect(['1', '2', '3', '4', '5', '6'].map((_, index) => (box(index + 1) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.activeElement).toBe(box(6));
  });

  it('fills every box from a code autofilled into the first one', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '987654' } });
    expect(code()).toBe('987654');
  });

  it('goes back with Backspace from an empty box, clearing the previous digit', () => {
    render(<Harness initial="123" />);
    box(4).focus();
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('clears a filled box without moving', () => {
    render(<Harness initial="123" />);
    box(2).focus();
    fireEvent.change(box(2), { target: { value: '' } });
    expect(code()).toBe('1 3');
    expect(document.activeElement).toBe(box(2));
  });

  it('moves with the arrow keys', () => {
    render(<Harness initial="12" />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(2));
  });

  it('marks the boxes invalid and describes them with the error', () => {
    render(<Harness errorMessage="field is empty" />);
    const error = screen.getByText('field is empty');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(box(1).getAttribute('aria-describedby')).toBe(error.id);
  });
});

describe('code helpers', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['12 456', false],
    ['', false],
  ])('%j complete: %s', (value, complete) => {
    expect(isCompleteCode(value)).toBe(complete);
  });

  it('fills from a box and points at the next one', () => {
    expect(fillCode('1', 1, '23')).toEqual({ value: '123', focus: 3 });
    expect(fillCode('', 4, '999')).toEqual({ value: '    99', focus: 5 });
  });
});
