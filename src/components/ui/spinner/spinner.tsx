/**
 * Loading indicator. With a label (default "Loading…") it is a polite status that screen readers announce;
 * with `label={null}` it is decorative (the surrounding control already says it is busy).
 */
import { t } from '@/lib/i18n';
import { visuallyHidden } from '@/styles/layout.css';
import { cx } from '../utils/cx';
import * as styles from './spinner.css';

export interface SpinnerProps {
  /** Announced text; `null` makes the spinner decorative. */
  label?: string | null;
  size?: keyof typeof styles.sizes;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', showLabel = false, className }: SpinnerProps) {
  const circle = <span aria-hidden="true" className={cx(styles.spinner, styles.sizes[size])} />;
  if (label === null) return <span className={className}>{circle}</span>;
  const text = label ?? t('ui.loading');
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      {circle}
      <span className={showLabel ? undefined : visuallyHidden}>{text}</span>
    </span>
  );
}
