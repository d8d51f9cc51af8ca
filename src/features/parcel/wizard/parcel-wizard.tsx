/**
 * /parcel/send: the parcel wizard. The step is in the address (`?step=`), so Back and a reload stay on it;
 * a step whose earlier steps are incomplete opens the first incomplete one instead. `?category=` (from the
 * parcel home) chooses the category and goes on to the sender. The draft lives on this device throughout.
 */
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useConfig } from '@/api/config';
import { Icon } from '@/components/ui/icon/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { container, pageTitle, sectionTitle } from '@/styles/utils.css';
import { useInstructions, useParcelCategories } from '../api/content';
import { canOpen, firstIncompleteStep, PARCEL_STEPS, type ParcelStep } from '../draft';
import * as styles from '../components/wizard.css';
import { CategoryStep } from './category-step';
import { InstructionsStep } from './instructions-step';
import { PartyStep } from './party-step';
import { PaymentStep } from './payment-step';
import { SummaryStep } from './summary-step';
import { useParcelDraft } from './use-parcel-draft';
import type { StepProps } from './step-props';

const isStep = (value: string | null): value is ParcelStep => (PARCEL_STEPS as readonly string[]).includes(value ?? '');

export default function ParcelWizard() {
  const state = useParcelDraft();
  const config = useConfig();
  const categories = useParcelCategories();
  const instructions = useInstructions();
  const [params, setParams] = useSearchParams();
  const [path] = useLocation();
  const { draft, update, isGuest } = state;
  const categoryParam = Number(params.get('category'));

  const requested = params.get('step');
  // Without a step in the address the wizard opens where the draft stopped, and writes that step into the
  // address, so finishing a step does not move the customer on by itself.
  useEffect(() => {
    // Once the parcel is placed the address moves on while this screen may still be shown: leave it alone.
    if (!draft || path !== '/parcel/send') return;
    if (Number.isSafeInteger(categoryParam) && categoryParam > 0) {
      if (draft.categoryId !== categoryParam) update({ ...draft, categoryId: categoryParam });
      setParams({ step: 'sender' }, { replace: true });
    } else if (!isStep(requested)) {
      setParams({ step: firstIncompleteStep(draft, isGuest) }, { replace: true });
    }
  }, [draft, path, categoryParam, requested, isGuest, update, setParams]);

  if (!draft) return <Skeleton height="480px" />;
  const step: ParcelStep = isStep(requested) && canOpen(draft, requested, isGuest) ? requested : firstIncompleteStep(draft, isGuest);
  const index = PARCEL_STEPS.indexOf(step);
  const go = (next: ParcelStep) => setParams({ step: next });
  const props: StepProps = {
    draft,
    update,
    isGuest,
    onNext: () => go(PARCEL_STEPS[Math.min(index + 1, PARCEL_STEPS.length - 1)] ?? 'summary'),
    onBack: index > 0 ? () => go(PARCEL_STEPS[index - 1] ?? 'category') : undefined,
  };
  const category = categories.data?.find((entry) => entry.id === draft.categoryId) ?? null;
  const instruction = instructions.data?.find((entry) => entry.id === draft.instructionId) ?? null;
  const gateways = (config.data?.active_payment_method_list ?? []) as { gateway: string; gateway_title: string }[];
  const gatewayTitle = draft.payment?.kind === 'digital' ? (gateways.find((gateway) => draft.payment?.kind === 'digital' && gateway.gateway === draft.payment.gateway)?.gateway_title ?? null) : null;

  return (
    <div className={container}>
      <div className={styles.screen}>
        <h1 className={pageTitle}>{t('parcel.wizardTitle')}</h1>
        <nav aria-label={t('parcel.progress')}>
          <ol className={styles.steps}>
            {PARCEL_STEPS.map((entry, position) => (
              <li key={entry} className={`${styles.stepItem} ${entry === step ? styles.stepCurrent : position < index ? styles.stepDone : ''}`} aria-current={entry === step ? 'step' : undefined}>
                {position < index ? <Icon name="check" size={14} /> : <span aria-hidden="true">{position + 1}</span>}
                {t(`parcel.steps.${entry}`)}
              </li>
            ))}
          </ol>
        </nav>
        <h2 className={sectionTitle}>{t(`parcel.steps.${step}`)}</h2>
        {state.unsaved ? (
          <p role="status" className={styles.hint}>
            <Icon name="alert" size={16} />
            {t('parcel.notSaved')}
          </p>
        ) : null}
        {step === 'category' ? <CategoryStep {...props} /> : null}
        {step === 'sender' ? <PartyStep key="sender" role="sender" {...props} /> : null}
        {step === 'receiver' ? <PartyStep key="receiver" role="receiver" {...props} /> : null}
        {step === 'instructions' ? <InstructionsStep {...props} /> : null}
        {step === 'payment' ? <PaymentStep {...props} /> : null}
        {step === 'summary' ? <SummaryStep {...props} category={category} instruction={instruction} gatewayTitle={gatewayTitle} discard={state.discard} /> : null}
      </div>
    </div>
  );
}
