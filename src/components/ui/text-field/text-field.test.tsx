// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

function describedBy(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
}

describe('TextField', () => {
  it('labels the input and leaves it valid without an error', () => {
    render(<TextField label="Email" type="email" inputMode="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('renders the error message under the field, linked with aria-describedby, and marks the input invalid', () => {
    render(<TextField label="Phone" description="With country code" errorMessage="Phone must have at least 10 digits" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Phone must have at least 10 digits').closest('[id]');
    const description = screen.getByText('With country code');
    expect(error).not.toBeNull();
    expect(describedBy(input)).toContain(error?.id);
    expect(describedBy(input)).toContain(description.id);
  });

  it('removes the error when it is cleared', () => {
    const { rerender } = render(<TextField label="Name" errorMessage="Required" />);
    rerender(<TextField label="Name" errorMessage={null} />);
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('reports typed text', () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Layla' } });
    expect(onChange).toHaveBeenCalledWith('Layla');
  });

  it('shows and hides a password with a named toggle', () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="Review" multiline />);
    expect(screen.getByRole('textbox', { name: 'Review' }).tagName).toBe('TEXTAREA');
  });
});
