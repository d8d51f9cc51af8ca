/**
 * Text field (react-aria-components TextField): visible label, optional description, and an error message
 * rendered right under the field, linked through `aria-describedby` while the input is `aria-invalid`.
 * `type="password"` adds a show/hide toggle; `multiline` (or `TextAreaField`) renders a textarea.
 * `inputMode` and `autoComplete` pass through to the input for the right mobile keyboard and autofill.
 *
 * `plain`: a native input with the same look, label, description and error, for a controlled one-line field
 * of a first screen (the trip search): react-aria's field takes each over with some thirty effects and renders
 * it twice when it mounts, which a slow phone pays for before it can answer a tap.
 */
import { useState, type ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import { hasContent, PlainFieldFrame, usePlainIds } from '../field/plain-field';
import { Icon, type IconName } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'style'> {
  plain?: false;
  label: ReactNode;
  /** Visually hide the label (it still names the input). */
  hideLabel?: boolean;
  description?: ReactNode;
  /** Shown under the field when set; marks the field invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  multiline?: boolean;
  /** Rows of a multiline field. */
  rows?: number;
  /** An icon inside the input at the inline start. */
  leadingIcon?: IconName;
  /** A control inside the input at the inline end (e.g. a clear button). Ignored for passwords. */
  trailing?: ReactNode;
  className?: string;
}

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

export function TextField(props: TextFieldProps | PlainTextFieldProps) {
  return props.plain ? <PlainTextField {...props} /> : <AriaField {...props} />;
}

function AriaField({
  plain: _plain,
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows,
  leadingIcon,
  trailing,
  type,
  isInvalid,
  className,
  ...rest
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const end = isPassword ? (
    <IconButton
      icon={revealed ? 'eyeOff' : 'eye'}
      label={revealed ? t('ui.hidePassword') : t('ui.showPassword')}
      size="sm"
      onPress={() => setRevealed((value) => !value)}
      aria-pressed={revealed}
    />
  ) : (
    trailing
  );
  return (
    <AriaTextField
      {...rest}
      type={isPassword && revealed ? 'text' : type}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={fieldStyles.inputGroup}>
        {leadingIcon && !multiline ? (
          <span className={fieldStyles.leading}>
            <Icon name={leadingIcon} />
          </span>
        ) : null}
        {multiline ? (
          <TextArea placeholder={placeholder} rows={rows} className={cx(fieldStyles.input, fieldStyles.textarea)} />
        ) : (
          <Input placeholder={placeholder} className={cx(fieldStyles.input, end ? fieldStyles.withTrailing : null, leadingIcon ? fieldStyles.withLeading : null)} />
        )}
        {end && !multiline ? <span className={fieldStyles.trailing}>{end}</span> : null}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage || undefined}</FieldErrorMessage>
    </AriaTextField>
  );
}

function PlainTextField({ label, hideLabel, description, errorMessage, placeholder, type = 'text', value, onChange, isDisabled, isRequired, inputMode, autoComplete, name, id, className, multiline = false, rows, maxLength }: PlainTextFieldProps) {
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

/** A multiline text field (reviews, notes). */
export function TextAreaField(props: Omit<TextFieldProps, 'multiline' | 'type' | 'leadingIcon' | 'trailing' | 'plain'>) {
  return <TextField {...props} multiline />;
}
