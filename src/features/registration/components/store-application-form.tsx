/** The store application: three steps, then the confirmation. */
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { t } from '@/lib/i18n';
import { STORE_STEPS, useStoreApplication, type StoreStep } from '../use-store-application';
import { Confirmation } from './confirmation';
import { PersonInputs } from './person-fields';
import { StepFrame } from './step-frame';
import { StoreDetailsStep } from './store-details-step';
import * as styles from './registration.css';

const STEP_NAMES: Record<StoreStep, () => string> = { store: () => t('partners.steps.store'), owner: () => t('partners.steps.owner'), review: () => t('partners.steps.review') };

export function StoreApplicationForm({ homeHref }: { homeHref: string }) {
  const talon = useStoreApplication();
  if (talon.answer) {
    const body = talon.answer.type === 'subscription' ? t('partners.doneSubscriptionBody', { email: talon.owner.email.trim() }) : t('partners.doneStoreBody', { email: talon.owner.email.trim() });
    return <Confirmation title={t('partners.doneStoreTitle')} body={body} homeHref={homeHref} />;
  }
  const last = talon.step === 'review';
  return (
    <StepFrame
      number={talon.stepNumber}
      total={STORE_STEPS.length}
      name={STEP_NAMES[talon.step]()}
      onBack={talon.step === 'store' ? undefined : talon.back}
      onNext={() => (last ? void talon.send() : talon.next())}
      isLast={last}
      isSending={talon.sending}
      message={talon.serverMessage}
    >
      {talon.step === 'store' ? <StoreDetailsStep talon={talon} /> : null}
      {talon.step === 'owner' ? <PersonInputs values={talon.owner} onChange={talon.setOwner} problems={talon.problems} serverError={talon.serverError} /> : null}
      {last ? (
        <>
          {talon.offersSubscription ? (
            <RadioGroup
              label={t('partners.plan')}
              value={talon.plan}
              onChange={(plan) => talon.setPlan(plan as 'commission' | 'subscription')}
              errorMessage={talon.serverError('plan') ?? undefined}
              options={[
                { value: 'commission', label: t('partners.commission'), description: t('partners.commissionHint', { rate: talon.commissionRate }) },
                { value: 'subscription', label: t('partners.subscription'), description: t('partners.subscriptionHint') },
              ]}
            />
          ) : null}
          <section aria-labelledby="partner-summary">
            <h3 id="partner-summary">{t('partners.summary')}</h3>
            <dl className={styles.summary}>
              <dt className={styles.term}>{t('partners.storeName')}</dt>
              <dd className={styles.value}>{talon.store.storeName}</dd>
              <dt className={styles.term}>{t('partners.address')}</dt>
              <dd className={styles.value}>{talon.store.address}</dd>
              <dt className={styles.term}>{t('partners.firstName')}</dt>
              <dd className={styles.value}>{`${talon.owner.firstName} ${talon.owner.lastName}`.trim()}</dd>
              <dt className={styles.term}>{t('partners.email')}</dt>
              <dd className={styles.value}>{talon.owner.email}</dd>
              <dt className={styles.term}>{t('partners.phone')}</dt>
              <dd className={styles.value} dir="ltr">
                {talon.owner.phone}
              </dd>
              <dt className={styles.term}>{t('partners.plan')}</dt>
              <dd className={styles.value}>{talon.plan === 'subscription' && talon.offersSubscription ? t('partners.subscription') : t('partners.commission')}</dd>
            </dl>
          </section>
        </>
      ) : null}
    </StepFrame>
  );
}
