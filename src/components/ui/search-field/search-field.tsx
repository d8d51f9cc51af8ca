/**
 * Search field (react-aria-components SearchField): a search input with a magnifier, a clear button
 * (Escape clears too) and `onSubmit` on Enter. The label may be visually hidden but always names the input.
 *
 * `plain`: a native search input with the same look, magnifier, clear button, Escape and Enter, controlled,
 * for a first screen (a store's search): react-aria's field takes an input over with some thirty effects.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components/SearchField';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import { PlainFieldFrame, usePlainIds } from '../field/plain-field';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children' | 'style'> {
  plain?: false;
  /** Defaults to "Search". */
  label?: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  placeholder?: string;
  /** Shows a spinner while results load. */
  isLoading?: boolean;
  className?: string;
}

/** What a plain (native) search field takes: a controlled input. */
export interface PlainSearchFieldProps {
  plain: true;
  label?: ReactNode;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  isLoading?: boolean;
  className?: string;
}

export function SearchField(props: SearchFieldProps | PlainSearchFieldProps) {
  return props.plain ? <PlainSearchField {...props} /> : <AriaField {...props} />;
}

function AriaField({ plain: _plain, label, hideLabel = false, description, errorMessage, placeholder, isLoading = false, isInvalid, className, ...rest }: SearchFieldProps) {
  return (
    <AriaSearchField {...rest} isInvalid={isInvalid || Boolean(errorMessage)} className={cx(fieldStyles.field, className)}>
      {({ isEmpty }) => (
        <>
          <FieldLabel hidden={hideLabel} isRequired={rest.isRequired}>
            {label ?? t('ui.search')}
          </FieldLabel>
          <div className={fieldStyles.inputGroup}>
            <span className={fieldStyles.leading}>
              <Icon name="search" />
            </span>
            <Input placeholder={placeholder} className={cx(fieldStyles.input, fieldStyles.withLeading, fieldStyles.withTrailing)} />
            <span className={fieldStyles.trailing}>
              {isLoading ? <Spinner size="sm" /> : null}
              {!isEmpty && !isLoading ? <IconButton icon="close" label={t('ui.clearSearch')} size="sm" /> : null}
            </span>
          </div>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
        </>
      )}
    </AriaSearchField>
  );
}

function PlainSearchField({ label, hideLabel = false, placeholder, value, onChange, onSubmit, isLoading = false, className }: PlainSearchFieldProps) {
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
          <IconButton
            plain
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
