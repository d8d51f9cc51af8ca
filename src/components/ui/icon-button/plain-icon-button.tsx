/**
 * A native button showing only an icon (see plain-button.tsx): for controls on first screens, such as a
 * quantity stepper, that open nothing of react-aria's. `label` is required: it is the button's accessible name.
 */
import { Icon, type IconName } from '../icon/icon';
import { PlainButton, type NativeButtonProps } from '../button/plain-button';

export type PlainIconButtonProps = Omit<NativeButtonProps, 'aria-label' | 'children' | 'icon' | 'iconEnd'> & {
  icon: IconName;
  label: string;
  /** Fill the icon (e.g. a selected heart). */
  filled?: boolean;
};

export function PlainIconButton({ icon, label, filled, variant = 'ghost', size = 'md', ...rest }: PlainIconButtonProps) {
  return (
    <PlainButton {...rest} variant={variant} size={size} iconOnly aria-label={label}>
      <Icon name={icon} size={size === 'lg' ? 24 : 20} filled={filled} />
    </PlainButton>
  );
}
