/** A step of an application: its heading with the step count, its fields, and Back / Next or Submit. */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import * as styles from './registration.css';

export function StepFrame({ number, total, name, children, onBack, onNext, isLast, isSending, message }: { number: number; total: number; name: string; children: ReactNode; onBack?: () => void; onNext: () => void; isLast: boolean; isSending: boolean; message: string | null }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="partner-step">
      <h2 id="partner-step" className={styles.steps}>
        {t('partners.stepOf', { step: number, total, name })}
      </h2>
      {children}
      {message ? (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" icon="arrowStart" onPress={onBack} isDisabled={isSending}>
            {t('partners.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" iconEnd={isLast ? undefined : 'arrowEnd'} isPending={isSending} pendingLabel={t('partners.submitting')}>
          {isLast ? t('partners.submit') : t('partners.next')}
        </Button>
      </div>
    </form>
  );
}
