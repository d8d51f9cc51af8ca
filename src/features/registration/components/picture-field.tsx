/** A picture input with previews: choose, change or remove; the type and size are checked before sending. */
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { t } from '@/lib/i18n';
import { PICTURE_ACCEPT } from '@/lib/pictures';
import type { Pictures } from '../use-picture';
import * as styles from './registration.css';

export function PictureField({ label, hint, pictures, max = 1, error, wideLook = false, required = false }: { label: string; hint: string; pictures: Pictures; max?: number; error?: string | null; wideLook?: boolean; required?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const problem = pictures.problem ? t(`partners.problems.${pictures.problem === 'unsupported' ? 'unsupported' : 'tooLarge'}`) : null;
  const shown = problem ?? error ?? null;
  const many = max > 1;
  return (
    <div className={styles.picture} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
        {required ? ' *' : ''}
      </span>
      <div className={styles.pictureRow}>
        {pictures.pictures.map((picture, index) => (
          <span key={picture.preview} className={styles.pictureRow}>
            <img
              src={picture.preview}
              alt={many ? t('partners.identityPreview', { number: index + 1 }) : t('partners.picturePreview', { name: label })}
              className={wideLook ? styles.coverPreview : styles.preview}
              width={wideLook ? 240 : 96}
              height={wideLook ? 80 : 96}
            />
            <IconButton icon="trash" size="sm" label={many ? t('partners.removeIdentityImage', { number: index + 1 }) : t('partners.removePicture', { name: label })} onPress={() => pictures.remove(index)} />
          </span>
        ))}
        {pictures.pictures.length < max ? (
          <Button variant="secondary" icon="upload" onPress={() => input.current?.click()}>
            {many ? t('partners.addIdentityImage') : pictures.pictures.length > 0 ? t('partners.changePicture', { name: label }) : t('partners.choosePicture', { name: label })}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple={many}
          className={styles.fileInput}
          aria-hidden="true"
          tabIndex={-1}
          data-picture={label}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void pictures.add(files);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
