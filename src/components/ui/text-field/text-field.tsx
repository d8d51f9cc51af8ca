/**
 * Text field (react-aria-components TextField): visible label, optional description, and an error message
 * rendered right under the field, linked through `aria-describedby` while the input is `aria-invalid`.
 * `type="password"` adds a show/hide toggle; `multiline` (or `TextAreaField`) renders a textarea.
 * `inputMode` and `autoComplete` pass through to the input for the right mobile keyboard and autofill.
 *
 * `plain`: the native input of plain-text-field.tsx with the same look, label, description and error, for a
 * controlled field of a first screen (the trip search, the checkouts): react-aria's field takes each over with
 * some thirty effects and renders it twice when it mounts, which a slow phone pays for before it can answer a
 * tap. A first screen imports `PlainTextField` itself, so react-aria stays out of its scripts.
 */
import { useState, type ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { t } from '@/lib/i18n';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../field/field';
import { Icon, type IconName } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import { PlainTextField, type PlainTextFieldProps } from './plain-text-field';
import { AriaLocale } from '../utils/aria-locale';

export type { PlainTextFieldProps } from './plain-text-field';

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
    <AriaLocale>
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
    </AriaLocale>
  );
}

/** A multiline text field (reviews, notes). */
export function TextAreaField(props: Omit<TextFieldProps, 'multiline' | 'type' | 'leadingIcon' | 'trailing' | 'plain'>) {
  return <TextField {...props} multiline />;
}
