/** A button showing only an icon. `label` is required: it is the button's accessible name. */
import { Button, type ButtonKindProps } from '../button/button';
import { Icon, type IconName } from '../icon/icon';

/** Omit over each kind of button (a plain one's props or react-aria's). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type IconButtonProps = OmitEach<ButtonKindProps, 'iconOnly' | 'aria-label' | 'children' | 'icon' | 'iconEnd'> & {
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
