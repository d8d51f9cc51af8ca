/** The item cart's dialogs: the other-store question (spec §4), removing a line, and refused changes. */
import { useState } from 'react';
import { ConfirmDialogOnDemand as ConfirmDialog } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { t } from '@/lib/i18n';
import { confirmItemDialog, discardRefused } from '../actions';
import { closeItemCartDialog, useItemCartDialog, type ItemCartDialog } from '../dialog-store';
import { changeOf, type ItemRefusal } from '../handlers';

const REFUSAL_KEYS = {
  'out-of-stock': 'cart.refusal.outOfStock',
  'out-of-limits': 'cart.refusal.outOfLimits',
  unavailable: 'cart.refusal.unavailable',
  variation: 'cart.refusal.variation',
  'not-kept': 'cart.refusal.notKept',
} as const;

function decisionTexts(dialog: Extract<ItemCartDialog, { kind: 'decision' }>) {
  const change = changeOf(dialog.entry);
  const name = change.kind === 'item.add' || change.kind === 'item.update' ? change.line.item.name : '';
  const reason = dialog.entry.problem?.reason as ItemRefusal | undefined;
  const known = reason && reason in REFUSAL_KEYS ? REFUSAL_KEYS[reason as keyof typeof REFUSAL_KEYS] : null;
  return {
    title: name ? t('cart.decisionTitle', { name }) : t('cart.decisionGeneric'),
    message: known && name ? t(known, { name }) : dialog.entry.problem?.messages.join(' ') || t('common.genericError'),
    confirm: t('cart.tryAgain'),
    cancel: t('cart.discard'),
  };
}

function texts(dialog: ItemCartDialog): { title: string; message: string; confirm: string; cancel?: string; tone?: 'danger' } {
  switch (dialog.kind) {
    case 'other-store':
      return { title: t('cart.otherStoreTitle'), message: t('cart.otherStore'), confirm: t('cart.otherStoreConfirm'), cancel: t('cart.keepCart'), tone: 'danger' };
    case 'remove':
      return { title: t('cart.removeTitle'), message: t('cart.removeBody', { name: dialog.name }), confirm: t('common.remove'), tone: 'danger' };
    case 'decision':
      return decisionTexts(dialog);
  }
}

export default function ItemCartDialogs() {
  const dialog = useItemCartDialog();
  const [pending, setPending] = useState(false);
  if (!dialog) return null;
  const text = texts(dialog);
  const refused = dialog.kind === 'decision' ? dialog.entry.clientId : dialog.kind === 'other-store' ? dialog.clientId : undefined;
  return (
    <ConfirmDialog
      isOpen
      title={text.title}
      message={text.message}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      tone={text.tone}
      isPending={pending}
      onCancel={() => {
        // Declining a change the server refused drops it; declining a local question just closes.
        if (refused) void discardRefused(refused);
        else closeItemCartDialog();
      }}
      onConfirm={() => {
        setPending(true);
        void confirmItemDialog(dialog).finally(() => setPending(false));
      }}
    />
  );
}
