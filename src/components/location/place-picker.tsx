/**
 * A place field that stays light until used: a button showing the chosen place; pressing it opens a dialog
 * with place search (loaded on demand) and optional shortcuts (recent places).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import type { PickedPlace } from './place-search-field';
import * as styles from './place-picker.css';

const PlaceDialog = lazy(() => import('./place-dialog'));

export interface PlacePickerProps {
  label: string;
  value: PickedPlace | null;
  onPick: (place: PickedPlace) => void;
  errorMessage?: string | null;
  /** Extra choices under the search (e.g. recent destinations); receives a function that picks and closes. */
  shortcuts?: (pick: (place: PickedPlace) => void) => ReactNode;
}

export function PlacePicker({ label, value, onPick, errorMessage, shortcuts }: PlacePickerProps) {
  const [open, setOpen] = useState(false);
  const errorId = errorMessage ? `${label.replace(/\W+/g, '-')}-error` : undefined;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${label.replace(/\W+/g, '-')}-label`}>
        {label}
      </span>
      <PlainButton variant="secondary" className={styles.button} onPress={() => setOpen(true)} aria-label={`${label}: ${value?.name || t('rental.searchPlace')}`} aria-describedby={errorId}>
        <Icon name="pin" />
        <span className={styles.value}>{value?.name || t('rental.searchPlace')}</span>
      </PlainButton>
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PlaceDialog
            title={label}
            value={value?.name ?? ''}
            onClose={() => setOpen(false)}
            onPick={(place) => {
              onPick(place);
              setOpen(false);
            }}
            shortcuts={shortcuts}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
