/**
 * The field parts for native controls (the `plain` text field, checkbox and radio group): the same label,
 * description and error message as `field.tsx`, wired by ids instead of react-aria's contexts. `usePlainIds`
 * names the parts and says what an input is described by.
 */
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
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

/**
 * A native field's frame around its input: the label naming it, the row the input sits in (an icon at the inline
 * start when given), its description and its error, wired by `ids`.
 */
export function PlainFieldFrame({
  ids,
  label,
  hideLabel,
  isRequired,
  description,
  errorMessage,
  leadingIcon,
  className,
  children,
}: {
  ids: PlainIds;
  label: ReactNode;
  hideLabel?: boolean;
  isRequired?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  leadingIcon?: IconName | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <PlainLabel id={ids.label} htmlFor={ids.input} isRequired={isRequired} hidden={hideLabel}>
        {label}
      </PlainLabel>
      <div className={styles.inputGroup}>
        {leadingIcon ? (
          <span className={styles.leading}>
            <Icon name={leadingIcon} />
          </span>
        ) : null}
        {children}
      </div>
      <PlainDescription id={ids.description}>{description}</PlainDescription>
      <PlainError id={ids.error}>{errorMessage}</PlainError>
    </div>
  );
}
