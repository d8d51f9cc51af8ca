// @vitest-environment jsdom
import '../utils/test-dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

afterEach(cleanup);

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
}

function Controlled({ isDismissable = true }: { isDismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog title="Trip details" isOpen={open} onOpenChange={setOpen} isDismissable={isDismissable}>
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its heading, with focus inside, and closes with Escape', async () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Trip details' });
    // react-aria moves focus in after the opening frame.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape when not dismissable', async () => {
    render(<Controlled isDismissable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Trip details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Trip details' })).toBeTruthy();
  });

  it('opens from a trigger element when uncontrolled', async () => {
    render(
      <Dialog title="Filters" trigger={<Button>Filters</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog; Escape cancels, confirm confirms', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog isOpen title="Remove vehicle?" message="It leaves your trip." confirmLabel="Remove" tone="danger" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove vehicle?' });
    expect(dialog.textContent).toContain('It leaves your trip.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    pressEscape();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog while pending: Escape and Cancel do nothing', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog isOpen isPending title="Log out?" onCancel={onCancel} onConfirm={() => undefined} />);
    pressEscape();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Working…' })).toBeTruthy();
  });
});
