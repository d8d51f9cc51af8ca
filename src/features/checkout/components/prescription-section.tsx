/**
 * Prescription pictures for items that need one: picked from the device (the camera on phones), shown as
 * thumbnails that can be removed, checked against the server's limits before anything is sent.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { PlainIconButton } from '@/components/ui/icon-button/plain-icon-button';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import { addPrescriptionFiles, PRESCRIPTION_TYPES, type PrescriptionProblem } from '../rules/prescription';
import * as styles from './item-checkout.css';

const PROBLEM_TEXT: Record<PrescriptionProblem, 'itemCheckout.notImage' | 'itemCheckout.tooLarge' | 'itemCheckout.tooMany'> = {
  notImage: 'itemCheckout.notImage',
  tooLarge: 'itemCheckout.tooLarge',
  tooMany: 'itemCheckout.tooMany',
};

export function PrescriptionSection({ files, onChange }: { files: readonly File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problems, setProblems] = useState<PrescriptionProblem[]>([]);
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <section className={card} aria-labelledby="checkout-prescription">
      <h2 id="checkout-prescription" className={sectionTitle}>
        {t('itemCheckout.prescription')}
      </h2>
      <p className={files.length === 0 ? styles.hint : styles.muted}>{t('itemCheckout.uploadPrescription')}</p>
      <p className={styles.muted}>{t('itemCheckout.prescriptionHint')}</p>
      <label htmlFor={inputId} className={styles.fileInput}>
        {t('itemCheckout.addPictures')}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={PRESCRIPTION_TYPES.join(',')}
        multiple
        className={styles.fileInput}
        tabIndex={-1}
        onChange={(event) => {
          const result = addPrescriptionFiles(files, [...(event.target.files ?? [])]);
          setProblems(result.problems);
          onChange(result.files);
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.thumb}>
              <img src={urls[index]} alt={file.name} className={styles.thumbImage} />
              <PlainIconButton icon="trash" size="sm" label={t('itemCheckout.removePicture', { name: file.name })} onPress={() => onChange(files.filter((_, at) => at !== index))} />
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className={styles.alert}>
          {problems.map((problem) => (
            <p key={problem}>{t(PROBLEM_TEXT[problem])}</p>
          ))}
        </div>
      ) : null}
      <div className={styles.chips}>
        <PlainButton size="sm" variant="secondary" icon="upload" onPress={() => input.current?.click()}>
          {t('itemCheckout.addPictures')}
        </PlainButton>
      </div>
    </section>
  );
}
