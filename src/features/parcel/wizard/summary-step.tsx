/**
 * Step 6: everything the customer chose, the distance, the delivery charge, tax and total by the rule the
 * server charges by, and Place order. Offline the draft stays here and the summary says placing needs a
 * connection; a refusal shows the server's words, and a lost answer can be retried without a second parcel.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Icon } from '@/components/ui/icon/icon';
import { Price } from '@/components/ui/price/price';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t } from '@/lib/i18n';
import { placeText } from '@/lib/place-text';
import { errorMessages } from '@/lib/query-client';
import { card, sectionTitle } from '@/styles/utils.css';
import type { ParcelCategory, Instruction } from '../api/structs';
import * as styles from '../components/wizard.css';
import { useParcelSeam } from '../seam';
import { usePlaceParcel } from './use-place-parcel';
import { useParcelQuote } from './use-parcel-quote';
import type { StepProps } from './step-props';


function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

export function SummaryStep({ draft, onBack, category, instruction, gatewayTitle, discard }: StepProps & { category: ParcelCategory | null; instruction: Instruction | null; gatewayTitle: string | null; discard: () => Promise<void> }) {
  const seam = useParcelSeam();
  const customer = seam.useCustomer();
  const quote = useParcelQuote(draft, category, instruction?.instruction ?? null);
  const placing = usePlaceParcel(draft, quote.body, discard);
  const charge = quote.quote;
  const walletShort = draft.payment?.kind === 'wallet' && charge !== null && (customer?.walletBalance ?? 0) < charge.total;
  const method = draft.payment?.kind === 'wallet' ? t('parcel.wallet') : draft.payment?.kind === 'digital' ? (gatewayTitle ?? draft.payment.gateway) : t(draft.payer === 'receiver' ? 'parcel.cashByReceiver' : 'parcel.cashBySender');
  const blocked = !placing.online || charge === null || quote.body === null || walletShort;
  return (
    <div className={styles.summary}>
      <section className={card} aria-labelledby="parcel-summary-details">
        <h2 id="parcel-summary-details" className={sectionTitle}>
          {t('parcel.summaryDetails')}
        </h2>
        <dl className={styles.facts}>
          <Fact term={t('parcel.category')}>{category?.name ?? ''}</Fact>
          <Fact term={t('parcel.sender')}>
            <bdi>{draft.sender.name}</bdi> · <bdi dir="ltr">{draft.sender.phone}</bdi>
            <br />
            {placeText(draft.sender)}
          </Fact>
          <Fact term={t('parcel.receiver')}>
            <bdi>{draft.receiver.name}</bdi> · <bdi dir="ltr">{draft.receiver.phone}</bdi>
            <br />
            {placeText(draft.receiver)}
          </Fact>
          {instruction ? <Fact term={t('parcel.instruction')}>{instruction.instruction}</Fact> : null}
          {draft.note.trim() ? <Fact term={t('parcel.note')}>{draft.note.trim()}</Fact> : null}
          <Fact term={t('parcel.whoPays')}>{t(draft.payer === 'sender' ? 'parcel.senderPays' : 'parcel.receiverPays')}</Fact>
          <Fact term={t('parcel.paymentMethod')}>{method}</Fact>
        </dl>
      </section>

      <section className={card} aria-labelledby="parcel-summary-charge">
        <h2 id="parcel-summary-charge" className={sectionTitle}>
          {t('parcel.charges')}
        </h2>
        {charge ? (
          <dl className={styles.amounts}>
            <div className={styles.amountRow}>
              <dt>{t('parcel.distance')}</dt>
              <dd>{t('parcel.km', { km: charge.distanceKm.toFixed(3) })}</dd>
            </div>
            <div className={styles.amountRow}>
              <dt>{t('parcel.deliveryCharge')}</dt>
              <dd>
                <Price amount={charge.deliveryCharge} />
              </dd>
            </div>
            <div className={styles.amountRow}>
              <dt>{charge.taxIncluded ? t('parcel.taxIncluded') : t('parcel.tax')}</dt>
              <dd>
                <Price amount={charge.taxAmount} />
              </dd>
            </div>
            {charge.additionalCharge > 0 ? (
              <div className={styles.amountRow}>
                <dt>{t('parcel.serviceCharge')}</dt>
                <dd>
                  <Price amount={charge.additionalCharge} />
                </dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>{t('parcel.total')}</dt>
              <dd>
                <Price amount={charge.total} size="lg" />
              </dd>
            </div>
          </dl>
        ) : quote.measuring && placing.online ? (
          <Spinner label={t('parcel.measuring')} showLabel size="sm" />
        ) : quote.error && placing.online ? (
          <ErrorState messages={errorMessages(quote.error)} onRetry={quote.retry} headingLevel={3} />
        ) : (
          <p className={styles.hint}>
            <Icon name="alert" size={16} />
            {placing.online ? t('parcel.distanceFailed') : t('parcel.distanceOffline')}
          </p>
        )}
      </section>

      {!placing.online ? (
        <p role="status" className={styles.hint}>
          <Icon name="wifiOff" size={16} />
          {t('parcel.offlinePlace')}
        </p>
      ) : null}
      {walletShort ? (
        <p role="alert" className={styles.hint}>
          <Icon name="alert" size={16} />
          {t('parcel.walletShort')}
        </p>
      ) : null}
      {placing.failure ? <ErrorState messages={placing.failure} /> : null}

      <div className={styles.actions}>
        <Button variant="secondary" icon="arrowStart" onPress={onBack}>
          {t('parcel.back')}
        </Button>
        <Button isDisabled={blocked} isPending={placing.placing} pendingLabel={t('parcel.placing')} onPress={() => void placing.place()}>
          {t('parcel.place')}
        </Button>
      </div>
    </div>
  );
}
