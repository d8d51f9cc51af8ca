/**
 * Button (react-aria-components). Variants primary/secondary/ghost/danger/link, sizes sm/md/lg (every size
 * keeps a 44px touch target), optional leading/trailing icons, `isPending` with a spinner whose label is
 * announced (the button stays focusable but ignores presses), and icon-only buttons, which must be named.
 *
 * `plain`: the native button of plain-button.tsx with the same look, name and pending behaviour, for a button
 * that opens nothing of react-aria's (not a dialog's, menu's or popover's trigger, not a slot of a react-aria
 * component). A listing shows one on every card (the wishlist heart, "Rent", "Add"): react-aria's Button takes
 * each over with a dozen hooks and some twenty effects when the page hydrates, which a slow phone pays for
 * every card. Code in the app's frame imports `PlainButton` from plain-button.tsx directly, so react-aria's
 * press machinery stays out of the script every page starts with.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { ProgressBarContext } from 'react-aria-components/ProgressBar';
import { useSlottedContext } from 'react-aria-components/slots';
import { t } from '@/lib/i18n';
import { cx } from '../utils/cx';
import { ButtonContent, buttonClassName, PendingSpinner, PlainButton, type ButtonLook, type IconOnlyRule, type NativeButtonProps } from './plain-button';
import { AriaLocale } from '../utils/aria-locale';

export { buttonClassName, type ButtonSize, type ButtonVariant } from './plain-button';

interface AriaProps extends ButtonLook, Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  plain?: false;
}

/** What a plain (native) button takes besides its look. */
interface PlainProps extends NativeButtonProps {
  plain: true;
}

/** A react-aria button's props or a plain button's. */
export type ButtonKindProps = AriaProps | PlainProps;

/** Icon-only buttons have no visible text, so TypeScript requires an `aria-label`. */
export type ButtonProps = ButtonKindProps & IconOnlyRule;

/** In react-aria's button the spinner takes the id react-aria reserves for it. */
function PendingIndicator({ label }: { label: string }) {
  return <PendingSpinner id={useSlottedContext(ProgressBarContext)?.id} label={label} />;
}

export function Button(props: ButtonProps) {
  if (props.plain) {
    const { plain: _plain, ...native } = props;
    return <PlainButton {...native} />;
  }
  const { variant = 'primary', size = 'md', iconOnly = false, fullWidth = false, icon, iconEnd, pendingLabel, className, children, isPending, plain: _plain, ...rest } = props;
  return (
    <AriaLocale>
      <AriaButton {...rest} isPending={isPending} className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}>
        <ButtonContent size={size} iconOnly={iconOnly} icon={icon} iconEnd={iconEnd} pending={isPending ? <PendingIndicator label={pendingLabel ?? t('ui.pending')} /> : null}>
          {children}
        </ButtonContent>
      </AriaButton>
    </AriaLocale>
  );
}
