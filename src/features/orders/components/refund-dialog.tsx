/** Asking for a refund of a delivered order: a reason, a note and up to five pictures of what went wrong. */
import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { Icon } from '@/components/ui/icon/icon';
import { Select } from '@/components/ui/select/select';
import { TextAreaField } from '@/components/ui/text-field/text-field';
import { t, tp } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { refundReasonsOptions } from '../api/orders';
import { REFUND_IMAGE_LIMIT, REFUND_IMAGE_TYPES, refundImagesProblem } from '../rules';
import * as styles from './orders.css';

const PROBLEMS = { tooMany: () => t('orders.refundTooMany', { count: REFUND_IMAGE_LIMIT }), tooLarge: () => t('orders.refundTooLarge'), notImage: () => t('orders.refundNotImage') };

export function RefundDialog({ isOpen, isPending, onCancel, onConfirm }: { isOpen: boolean; isPending: boolean; onCancel: () => void; onConfirm: (request: { reason: string; note: string; images: File[] }) => void }) {
  const id = useId();
  const reasons = useQuery({ ...refundReasonsOptions(), enabled: isOpen, meta: { silent: true } });
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const problem = refundImagesProblem(images);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('orders.refundTitle')}
      message={t('orders.refundMessage')}
      confirmLabel={t('orders.refundSend')}
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={() => {
        if (!reason) {
          setReasonError(t('orders.refundReasonRequired'));
          return;
        }
        if (problem) return;
        onConfirm({ reason, note: note.trim(), images });
      }}
    >
      <Select
        label={t('orders.refundReason')}
        isRequired
        value={reason}
        onChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
        errorMessage={reasonError ?? undefined}
        placeholder={t('orders.refundReasonPlaceholder')}
        options={(reasons.data?.refund_reasons ?? []).map((entry) => ({ id: entry.reason, label: entry.reason }))}
      />
      <TextAreaField label={t('orders.refundNote')} value={note} onChange={setNote} maxLength={2000} rows={3} />
      <div className={styles.row}>
        <label className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Icon name="upload" size={18} />
          {t('orders.refundAddPictures')}
          <input
            type="file"
            multiple
            accept={REFUND_IMAGE_TYPES.join(',')}
            style={{ position: 'absolute', inlineSize: 1, blockSize: 1, opacity: 0 }}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              setImages((current) => [...current, ...chosen]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        {images.length > 0 ? (
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={() => setImages([])}>
            {t('orders.refundClearPictures')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {images.length > 0 ? tp('orders.refundPictures', images.length) : t('orders.refundPicturesHint', { count: REFUND_IMAGE_LIMIT })}
      </p>
      {problem ? <p role="alert">{PROBLEMS[problem]()}</p> : null}
    </ConfirmDialog>
  );
}
