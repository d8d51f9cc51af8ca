/** A wizard step's form: its fields, then Continue (which checks the step) and, from the second step, Back. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import * as styles from '../components/wizard.css';

export function StepForm({ label, onContinue, onBack, children, continueLabel }: { label: string; onContinue: () => void; onBack?: () => void; children: ReactNode; continueLabel?: string }) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {children}
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" icon="arrowStart" onPress={onBack}>
            {t('parcel.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" iconEnd="arrowEnd">
          {continueLabel ?? t('parcel.continue')}
        </Button>
      </div>
    </form>
  );
}
