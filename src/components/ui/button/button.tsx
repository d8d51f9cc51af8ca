/**
 * Button (react-aria-components). Variants primary/secondary/ghost/danger/link, sizes sm/md/lg, an
 * `isPending` state with a spinner that keeps the accessible name, and icon-only buttons that must be named.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { t } from '@/lib/i18n';
import * as styles from './button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: keyof typeof styles.variants;
  size?: keyof typeof styles.sizes;
  /** Icon-only buttons must have an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, className, children, isPending, ...rest }: ButtonProps) {
  const classes = [styles.base, styles.variants[variant], styles.sizes[size], iconOnly ? styles.iconOnly : '', fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton {...rest} isPending={isPending} className={classes}>
      {isPending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{iconOnly ? null : children}</span>
          <span role="status" aria-live="polite" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {t('ui.pending')}
          </span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span role="status" aria-label={label ?? t('common.loading')} style={{ display: 'inline-flex' }}>
      <span className={styles.spinner} aria-hidden="true" />
    </span>
  );
}
