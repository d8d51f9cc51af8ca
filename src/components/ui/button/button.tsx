/**
 * Button (react-aria-components). Variants primary/secondary/ghost/danger/link, sizes sm/md/lg (every size
 * keeps a 44px touch target), optional leading/trailing icons, `isPending` with a spinner whose label is
 * announced (the button stays focusable but ignores presses), and icon-only buttons, which must be named.
 *
 * `plain`: a native button with the same look, name and pending behaviour, for a button that opens nothing of
 * react-aria's (not a dialog's, menu's or popover's trigger, not a slot of a react-aria component). A listing
 * shows one on every card (the wishlist heart, "Rent", "Add"): react-aria's Button takes each over with a
 * dozen hooks and some twenty effects when the page hydrates, which a slow phone pays for every card. Its
 * states are the browser's (:hover, :active, :focus-visible).
 */
import { useId, type ReactNode } from 'react';
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

interface ButtonLook {
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

interface AriaProps extends ButtonLook, Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  plain?: false;
}

/** What a plain (native) button takes besides its look. */
interface PlainProps extends ButtonLook {
  plain: true;
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

/** A react-aria button's props or a plain button's. */
export type ButtonKindProps = AriaProps | PlainProps;

/** Icon-only buttons have no visible text, so TypeScript requires an `aria-label`. */
export type ButtonProps = ButtonKindProps & ({ iconOnly: true; 'aria-label': string } | { iconOnly?: false });

/** The pending spinner; its id names the button's progress (the button's `aria-labelledby` lists it). */
function PendingSpinner({ id, label }: { id: string | undefined; label: string }) {
  return <span id={id} role="progressbar" aria-label={label} className={cx(spinnerStyles.spinner, spinnerStyles.sizes.inherit)} />;
}

/** In react-aria's button the spinner takes the id react-aria reserves for it. */
function PendingIndicator({ label }: { label: string }) {
  return <PendingSpinner id={useSlottedContext(ProgressBarContext)?.id} label={label} />;
}

export function buttonClassName({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false }: { variant?: ButtonVariant; size?: ButtonSize; iconOnly?: boolean; fullWidth?: boolean } = {}): string {
  return cx(styles.base, styles.variants[variant], styles.sizes[size], iconOnly && styles.iconOnly, fullWidth && styles.fullWidth);
}

/** The label (icons and text) and, while pending, the spinner: beside the text, or over an icon-only button's icon. */
function ButtonContent({ size, iconOnly, icon, iconEnd, pending, children }: { size: ButtonSize; iconOnly: boolean; icon?: IconName; iconEnd?: IconName; pending: ReactNode; children?: ReactNode }) {
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

export function Button(props: ButtonProps) {
  if (props.plain) return <PlainButton {...props} />;
  const { variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, icon, iconEnd, pendingLabel, className, children, isPending, plain: _plain, ...rest } = props;
  return (
    <AriaButton {...rest} isPending={isPending} className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}>
      <ButtonContent size={size} iconOnly={iconOnly} icon={icon} iconEnd={iconEnd} pending={isPending ? <PendingIndicator label={pendingLabel ?? t('ui.pending')} /> : null}>
        {children}
      </ButtonContent>
    </AriaButton>
  );
}

/**
 * The native button. Pending, it keeps its focus, ignores presses (a submit button submits nothing) and is
 * named by its label and the progress, as react-aria's is.
 */
function PlainButton({ variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, icon, iconEnd, pendingLabel, className, children, isPending = false, isDisabled = false, onPress, type = 'button', id, plain: _plain, ...aria }: PlainProps & { iconOnly?: boolean }) {
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
