/**
 * Text field with a visible label, an optional description, and an error message rendered next to the field
 * (linked through aria-describedby, field marked invalid). Passwords get a show/hide toggle.
 */
import { useState, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when set; marks the field invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  multiline?: boolean;
  trailing?: ReactNode;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, multiline = false, trailing, type, inputMode, className, ...rest }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const toggle = isPassword ? (
    <Button variant="ghost" iconOnly size="sm" aria-label={revealed ? t('ui.hidePassword') : t('ui.showPassword')} onPress={() => setRevealed((value) => !value)}>
      <Icon name={revealed ? 'eyeOff' : 'eye'} />
    </Button>
  ) : (
    trailing
  );
  return (
    <AriaTextField {...rest} type={isPassword && revealed ? 'text' : type} isInvalid={Boolean(errorMessage)} className={[styles.field, className ?? ''].join(' ')}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.inputWrap}>
        {multiline ? (
          <TextArea placeholder={placeholder} className={`${styles.input} ${styles.textarea}`} />
        ) : (
          <Input placeholder={placeholder} inputMode={inputMode} className={`${styles.input} ${toggle ? styles.withTrailing : ''}`} />
        )}
        {toggle ? <span className={styles.trailing}>{toggle}</span> : null}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
