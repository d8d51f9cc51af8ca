/** The profile photo: the current picture or the chosen one, a file picker limited to JPG, PNG and GIF, the size and ratio hint, and the format error. */
import { useEffect, useId, useMemo } from 'react';
import { buttonClassName } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { IMAGE_TYPES } from '../validation';
import * as styles from './profile.css';

export function PhotoField({ current, file, error, onChoose }: { current: string | null | undefined; file: File | null; error: string | null; onChoose: (file: File | null) => void }) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const source = preview ?? current;
  return (
    <div className={styles.photo}>
      {source ? <img src={source} alt={t('profile.photo')} width={96} height={96} className={styles.avatar} /> : <span className={styles.avatar} aria-hidden="true" />}
      <div className={styles.photoText}>
        <label className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.fileLabel}`}>
          <Icon name="upload" size={18} />
          {t('profile.choosePhoto')}
          <input
            type="file"
            className={styles.fileInput}
            accept={[...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.gif'].join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              onChoose(event.currentTarget.files?.[0] ?? null);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('profile.photoHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
