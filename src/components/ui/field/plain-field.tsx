/**
 * The field parts for native controls (the `plain` text field, checkbox and radio group): the same label,
 * description and error message as `field.tsx`, wired by ids instead of react-aria's contexts. `usePlainIds`
 * names the parts and says what an input is described by.
 */
import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './field.css';

export interface PlainIds {
  input: string;
  label: string;
  description: string | undefined;
  error: string | undefined;
  /** The description's and the error's ids, for `aria-describedby` (undefined when there is neither). */
  describedBy: string | undefined;
}

/** Whether a description or label node shows anything. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The required field's mark (`*`), beside its label; assistive technology hears `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}

export function usePlainIds(hasDescription: boolean, hasError: boolean, id?: string): PlainIds {
  const own = useId();
  const input = id ?? own;
  const description = hasDescription ? `${own}-description` : undefined;
  const error = hasError ? `${own}-error` : undefined;
  return { input, label: `${own}-label`, description, error, describedBy: [description, error].filter(Boolean).join(' ') || undefined };
}

/** A `<label>` naming the input `htmlFor`, or a `<span>` naming a group through `aria-labelledby`. */
export function PlainLabel({ id, htmlFor, children, isRequired, hidden }: { id: string; htmlFor?: string; children: ReactNode; isRequired?: boolean; hidden?: boolean }) {
  const Element = htmlFor ? 'label' : 'span';
  return (
    <Element id={id} htmlFor={htmlFor} className={hidden ? styles.hiddenLabel : styles.label}>
      {children}
      {isRequired && !hidden ? <RequiredMark /> : null}
    </Element>
  );
}

export function PlainDescription({ id, children, className }: { id: string | undefined; children?: ReactNode; className?: string }) {
  if (!id || !hasContent(children)) return null;
  return (
    <span id={id} className={cx(styles.description, className)}>
      {children}
    </span>
  );
}

export function PlainError({ id, children }: { id: string | undefined; children?: string | null }) {
  if (!id || !children) return null;
  return (
    <span id={id} className={styles.error}>
      <Icon name="alert" size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </span>
  );
}
