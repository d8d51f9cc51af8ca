/** Cancelling an order: one of the operator's reasons, or a note (the server needs at least one). */
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { TextAreaField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { cancellationReasonsOptions } from '../api/orders';

export function CancelDialog({ isOpen, isPending, parcel = false, onCancel, onConfirm }: { isOpen: boolean; isPending: boolean; parcel?: boolean; onCancel: () => void; onConfirm: (choice: { reason: string; note: string }) => void }) {
  const reasons = useQuery({ ...cancellationReasonsOptions(), enabled: isOpen, meta: { silent: true } });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('orders.cancelTitle')}
      message={parcel ? t('orders.cancelMessageParcel') : t('orders.cancelMessage')}
      confirmLabel={t('orders.cancelConfirm')}
      cancelLabel={t('orders.keepOrder')}
      tone="danger"
      isPending={isPending}
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      onConfirm={() => {
        if (!reason && !note.trim()) {
          setError(t('orders.cancelReasonRequired'));
          return;
        }
        onConfirm({ reason, note: note.trim() });
      }}
    >
      {reasons.data ? (
        <RadioGroup
          label={t('orders.cancelReason')}
          value={reason || null}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          errorMessage={error && !note.trim() ? error : undefined}
          options={reasons.data.data.map((entry) => ({ value: entry.reason, label: entry.reason }))}
        />
      ) : reasons.isPending && !reasons.isPaused ? (
        <Skeleton shape="text" lines={4} />
      ) : null}
      <TextAreaField label={t('orders.cancelNote')} value={note} onChange={setNote} maxLength={1000} rows={3} errorMessage={error && !reasons.data ? error : undefined} />
    </ConfirmDialog>
  );
}
