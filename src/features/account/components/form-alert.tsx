/** A form-level message: a server refusal (an alert, announced) or a hint such as the demo code. */
import { Icon } from '@/components/ui/icon/icon';
import * as styles from './auth.css';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      <Icon name="alert" size={18} className={styles.icon} />
      <span>{message}</span>
    </p>
  );
}

export function FormHint({ children }: { children: string }) {
  return (
    <p className={styles.hint}>
      <Icon name="info" size={18} className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
