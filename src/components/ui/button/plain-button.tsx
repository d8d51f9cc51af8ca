/**
 * The button's look (variants, sizes, icons, the pending spinner) and the native button that wears it. This
 * module imports nothing of react-aria, so the app's frame (the header's controls, links styled as buttons)
 * carries no press machinery into the script every page starts with; `Button` (button.tsx) adds react-aria's.
 *
 * A native button fits whenever the button opens nothing of react-aria's (not a dialog's, menu's or
 * popover's trigger, not a slot of a react-aria component). Its states are the browser's (:hover, :active,
 * :focus-visible).
 */
import { useId, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Icon, type IconName } from '../icon/icon';
import * as spinnerStyles from '../spinner/spinner.css';
import { cx } from '../utils/cx';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variants;
export type ButtonSize = keyof typeof styles.sizes;

export interface ButtonLook {
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

/** What a native button takes besides its look. */
export interface NativeButtonProps extends ButtonLook {
  onPress?: () => void;
  isDisabled?: boolean;
  isPending?: boolean;
  type?: 'button' | 'submit' | 'reset';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-pressed'?: boolean;
}

/** Icon-only buttons have no visible text, so TypeScript requires an `aria-label`. */
export type IconOnlyRule = { iconOnly: true; 'aria-label': string } | { iconOnly?: false };

export type PlainButtonProps = NativeButtonProps & IconOnlyRule;

export function buttonClassName({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false }: { variant?: ButtonVariant; size?: ButtonSize; iconOnly?: boolean; fullWidth?: boolean } = {}): string {
  return cx(styles.base, styles.variants[variant], styles.sizes[size], iconOnly && styles.iconOnly, fullWidth && styles.fullWidth);
}

/** The pending spinner; its id names the button's progress (the button's `aria-labelledby` lists it). */
export function PendingSpinner({ id, label }: { id: string | undefined; label: string }) {
  return <span id={id} role="progressbar" aria-label={label} className={cx(spinnerStyles.spinner, spinnerStyles.sizes.inherit)} />;
}

/** The label (icons and text) and, while pending, the spinner: beside the text, or over an icon-only button's icon. */
export function ButtonContent({ size, iconOnly, icon, iconEnd, pending, children }: { size: ButtonSize; iconOnly: boolean; icon?: IconName; iconEnd?: IconName; pending: ReactNode; children?: ReactNode }) {
  const iconSize = size === 'lg' ? 24 : 20;
  const content = (
    <>
      {icon ? <Icon name={icon} size={iconSize} /> : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
    </>
  );
  if (iconOnly && pending) {
    return (
      <>
        <span className={styles.hiddenContent}>{content}</span>
        <span className={styles.overlaySpinner}>{pending}</span>
      </>
    );
  }
  return (
    <>
      {pending}
      {content}
    </>
  );
}

/**
 * The native button. Pending, it keeps its focus, ignores presses (a submit button submits nothing) and is
 * named by its label and the progress, as react-aria's is.
 */
export function PlainButton({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, icon, iconEnd, pendingLabel, className, children, isPending = false, isDisabled = false, onPress, type = 'button', id, ...aria }: NativeButtonProps & { iconOnly?: boolean }) {
  const ownId = useId();
  const progressId = useId();
  const buttonId = id ?? ownId;
  const inert = isPending || isDisabled;
  return (
    <button
      {...aria}
      id={buttonId}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending ? 'true' : undefined}
      aria-labelledby={isPending ? `${aria['aria-labelledby'] ?? buttonId} ${progressId}` : aria['aria-labelledby']}
      data-plain=""
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}
      onClick={(event) => {
        if (inert) event.preventDefault();
        else onPress?.();
      }}
    >
      <ButtonContent size={size} iconOnly={iconOnly} icon={icon} iconEnd={iconEnd} pending={isPending ? <PendingSpinner id={progressId} label={pendingLabel ?? t('ui.pending')} /> : null}>
        {children}
      </ButtonContent>
    </button>
  );
}
