/**
 * The native text field (see text-field.tsx, `plain`): a controlled input, or a textarea when `multiline`, with
 * the same look, label, description and error, and nothing of react-aria's.
 */
import type { ReactNode } from 'react';
import * as fieldStyles from '../field/field.css';
import { hasContent, PlainFieldFrame, usePlainIds } from '../field/plain-field';
import { cx } from '../utils/cx';

/** What a plain (native) field takes: a controlled input, or a textarea when `multiline`. */
export interface PlainTextFieldProps {
  plain: true;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  placeholder?: string;
  type?: 'text' | 'number' | 'email' | 'tel' | 'url' | 'search' | 'date' | 'datetime-local' | 'time';
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  autoComplete?: string;
  name?: string;
  id?: string;
  className?: string;
}

export function PlainTextField({ label, hideLabel, description, errorMessage, placeholder, type = 'text', value, onChange, isDisabled, isRequired, inputMode, autoComplete, name, id, className, multiline = false, rows, maxLength }: Omit<PlainTextFieldProps, 'plain'>) {
  const ids = usePlainIds(hasContent(description), Boolean(errorMessage), id);
  const shared = {
    id: ids.input,
    value,
    placeholder,
    disabled: isDisabled,
    required: isRequired,
    maxLength,
    name,
    autoComplete,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': ids.describedBy,
    'data-plain': '',
    'data-invalid': errorMessage ? true : undefined,
    'data-disabled': isDisabled || undefined,
  };
  return (
    <PlainFieldFrame ids={ids} label={label} hideLabel={hideLabel} isRequired={isRequired} description={description} errorMessage={errorMessage} className={className}>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} className={cx(fieldStyles.input, fieldStyles.textarea)} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} className={fieldStyles.input} />
      )}
    </PlainFieldFrame>
  );
}
