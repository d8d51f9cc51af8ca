/**
 * The native search field (see search-field.tsx, `plain`): the same look, magnifier, clear button, Escape and
 * Enter, controlled, with nothing of react-aria's.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { t } from '@/lib/i18n';
import * as fieldStyles from '../field/field.css';
import { PlainFieldFrame, usePlainIds } from '../field/plain-field';
import { PlainIconButton } from '../icon-button/plain-icon-button';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';

/** What a plain (native) search field takes: a controlled input. */
export interface PlainSearchFieldProps {
  label?: ReactNode;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  isLoading?: boolean;
  className?: string;
}

export function PlainSearchField({ label, hideLabel = false, placeholder, value, onChange, onSubmit, isLoading = false, className }: PlainSearchFieldProps) {
  const ids = usePlainIds(false, false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit?.(value);
    } else if (event.key === 'Escape' && value !== '') {
      // Clears the text only: an Escape in an empty field goes on to whatever holds it (a dialog closes).
      event.preventDefault();
      event.stopPropagation();
      onChange('');
    }
  };
  return (
    <PlainFieldFrame ids={ids} label={label ?? t('ui.search')} hideLabel={hideLabel} leadingIcon="search" className={className}>
      <input
        id={ids.input}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        data-plain=""
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cx(fieldStyles.input, fieldStyles.withLeading, fieldStyles.withTrailing)}
      />
      <span className={fieldStyles.trailing}>
        {isLoading ? <Spinner size="sm" /> : null}
        {value !== '' && !isLoading ? (
          <PlainIconButton
            icon="close"
            label={t('ui.clearSearch')}
            size="sm"
            onPress={() => {
              onChange('');
              document.getElementById(ids.input)?.focus();
            }}
          />
        ) : null}
      </span>
    </PlainFieldFrame>
  );
}
