/**
 * Button (react-aria-components). Variants primary/secondary/ghost/danger/link, sizes sm/md/lg (every size
 * keeps a 44px touch target), optional leading/trailing icons, `isPending` with a spinner whose label is
 * announced (the button stays focusable but ignores presses), and icon-only buttons, which must be named.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { ProgressBarContext } from 'react-aria-components/ProgressBar';
import { useSlottedContext } from 'react-aria-components/slots';
import { t } from '@/lib/i18n';
import { Icon, type IconName } from '../icon/icon';
import * as spinnerStyles from '../spinner/spinner.css';
import { cx } from '../utils/cx';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variants;
export type ButtonSize = keyof typeof styles.sizes;

interface CommonButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Icon after the label (e.g. a chevron). */
  iconEnd?: IconName;
  /** Announced while pending (default "Working…"). */
  pendingLabel?: string;
  className?: string;
  children?: ReactNode;
}

/** Icon-only buttons have no visible text, so TypeScript requires an `aria-label`. */
export type ButtonProps = CommonButtonProps & ({ iconOnly: true; 'aria-label': string } | { iconOnly?: false });

/** The spinner takes the id react-aria reserves for it, so the pending state is part of the button's name. */
function PendingIndicator({ label }: { label: string }) {
  const context = useSlottedContext(ProgressBarContext);
  return <span id={context?.id} role="progressbar" aria-label={label} className={cx(spinnerStyles.spinner, spinnerStyles.sizes.inherit)} />;
}

export function buttonClassName({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false }: { variant?: ButtonVariant; size?: ButtonSize; iconOnly?: boolean; fullWidth?: boolean } = {}): string {
  return cx(styles.base, styles.variants[variant], styles.sizes[size], iconOnly && styles.iconOnly, fullWidth && styles.fullWidth);
}

export function Button({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, icon, iconEnd, pendingLabel, className, children, isPending, ...rest }: ButtonProps) {
  const iconSize = size === 'lg' ? 24 : 20;
  const content = (
    <>
      {icon ? <Icon name={icon} size={iconSize} /> : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
    </>
  );
  const pending = isPending ? <PendingIndicator label={pendingLabel ?? t('ui.pending')} /> : null;
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}
    >
      {iconOnly && pending ? (
        <>
          <span className={styles.hiddenContent}>{content}</span>
          <span className={styles.overlaySpinner}>{pending}</span>
        </>
      ) : (
        <>
          {pending}
          {content}
        </>
      )}
    </AriaButton>
  );
}
