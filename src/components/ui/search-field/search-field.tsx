/**
 * Search field (react-aria-components SearchField): a search input with a magnifier, a clear button
 * (Escape clears too) and `onSubmit` on Enter. The label may be visually hidden but always names the input.
 *
 * `plain`: the native search input of plain-search-field.tsx, with the same look, magnifier, clear button,
 * Escape and Enter, controlled, for a first screen (a store's search): react-aria's field takes an input over
 * with some thirty effects. A first screen imports `PlainSearchField` itself, so react-aria stays out of its scripts.
 */
import type { ReactNode } from 'react';
import { Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components/SearchField';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';
import { PlainSearchField, type PlainSearchFieldProps } from './plain-search-field';
import { AriaLocale } from '../utils/aria-locale';

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

export function SearchField(props: SearchFieldProps | (PlainSearchFieldProps & { plain: true })) {
  return props.plain ? <PlainSearchField {...props} /> : <AriaField {...props} />;
}

function AriaField({ plain: _plain, label, hideLabel = false, description, errorMessage, placeholder, isLoading = false, isInvalid, className, ...rest }: SearchFieldProps) {
  return (
    <AriaLocale>
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
    </AriaLocale>
  );
}
