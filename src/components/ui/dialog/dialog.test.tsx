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
    // React-aria's overlay loads when the dialog is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Trip details' });
    // react-aria moves focus in after the opening frame.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button', async () => {
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape when not dismissable', async () => {
    render(<Controlled isDismissable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // React-aria's overlay loads when the dialog is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Trip details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Trip details' })).toBeTruthy();
  });

  it('renders nothing until first opened', () => {
    render(<Controlled />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('Trip details');
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog; Escape cancels, confirm confirms', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog isOpen title="Remove vehicle?" message="It leaves your trip." confirmLabel="Remove" tone="danger" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove vehicle?' });
    expect(dialog.textContent).toContain('It leaves your trip.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    pressEscape();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog while pending: Escape and Cancel do nothing', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog isOpen isPending title="Log out?" onCancel={onCancel} onConfirm={() => undefined} />);
    await screen.findByRole('alertdialog', { name: 'Log out?' });
    pressEscape();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Working…' })).toBeTruthy();
  });
});
