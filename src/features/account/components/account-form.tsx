/** The form element every account form uses: no browser validation (the rules show next to the fields), and submit without a page load. */
import type { ReactNode } from 'react';
import * as styles from './auth.css';

export function AccountForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
