/**
 * Field parts shared by every form control: label (with a required mark), description and error message.
 * Inside a react-aria-components field they are wired up automatically: the label names the input, the
 * description and the error are linked through `aria-describedby`, and the input gets `aria-invalid`.
 */
import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './field.css';
import { hasContent, RequiredMark } from './plain-field';

export function FieldLabel({ children, isRequired, hidden, className }: { children: ReactNode; isRequired?: boolean; hidden?: boolean; className?: string }) {
  return (
    <Label className={cx(hidden ? styles.hiddenLabel : styles.label, className)}>
      {children}
      {isRequired && !hidden ? <RequiredMark /> : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * Renders only while the field is invalid; the message sits right under the field. Without children it shows
 * the browser's or the field's own validation messages.
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => {
        const text = children ?? validation.validationErrors.join(' ');
        return text ? (
          <>
            <Icon name="alert" size={16} className={styles.errorIcon} />
            <span>{text}</span>
          </>
        ) : null;
      }}
    </FieldError>
  );
}

export { styles as fieldStyles };
