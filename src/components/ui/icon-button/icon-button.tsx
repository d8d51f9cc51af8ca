/**
 * A react-aria button showing only an icon: a trigger of react-aria's (a menu's) or a control inside its
 * components (a dialog's close button, a field's clear button). `label` is required: it is the button's
 * accessible name. A button elsewhere is a `PlainIconButton` (plain-icon-button.tsx).
 */
import { Button, type ButtonKindProps } from '../button/button';
import { Icon, type IconName } from '../icon/icon';

export type IconButtonProps = Omit<Extract<ButtonKindProps, { plain?: false }>, 'iconOnly' | 'aria-label' | 'children' | 'icon' | 'iconEnd' | 'plain'> & {
  icon: IconName;
  label: string;
  /** Fill the icon (e.g. a selected heart). */
  filled?: boolean;
};

export function IconButton({ icon, label, filled, variant = 'ghost', size = 'md', ...rest }: IconButtonProps) {
  return (
    <Button {...rest} variant={variant} size={size} iconOnly aria-label={label}>
      <Icon name={icon} size={size === 'lg' ? 24 : 20} filled={filled} />
    </Button>
  );
}
