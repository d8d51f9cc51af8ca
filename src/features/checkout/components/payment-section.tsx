/**
 * Payment methods: cash on delivery (off above the zone's limit, with the spec's message), the wallet with its
 * balance (or part of the order from it), each digital gateway and offline method. The list scrolls past
 * 300 px so the summary stays in reach.
 */
import { PlainCheckbox } from '@/components/ui/checkbox/plain-checkbox';
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { t, type TranslationKey } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import type { CheckoutPayment } from '../item/use-checkout-payment';
import { allowedWithPartial, type PaymentPick, type PaymentProblem } from '../rules/payment';
import * as styles from './item-checkout.css';

const PROBLEM_TEXT: Record<Exclude<PaymentProblem, 'choose'>, TranslationKey> = {
  codLimit: 'itemCheckout.codLimit',
  notAvailable: 'itemCheckout.notAvailable',
  walletShort: 'itemCheckout.walletShort',
};

const valueOf = (pick: PaymentPick | null) =>
  !pick ? '' : pick.kind === 'digital' ? `digital:${pick.gateway}` : pick.kind === 'offline' ? `offline:${pick.methodId}` : pick.kind;

function pickOf(value: string): PaymentPick {
  if (value.startsWith('digital:')) return { kind: 'digital', gateway: value.slice('digital:'.length) };
  if (value.startsWith('offline:')) return { kind: 'offline', methodId: Number(value.slice('offline:'.length)) };
  return value === 'wallet' ? { kind: 'wallet' } : { kind: 'cash_on_delivery' };
}

export function PaymentSection({ payment }: { payment: CheckoutPayment }) {
  const { choices, partial } = payment;
  const rest = (kind: PaymentPick['kind']) => !partial || allowedWithPartial(kind, payment.partialMethod);
  const options = [
    ...(choices.cashOnDelivery.available || choices.cashOnDelivery.overLimit
      ? [{ value: 'cash_on_delivery', label: t('itemCheckout.cod'), isDisabled: !choices.cashOnDelivery.available || !rest('cash_on_delivery'), description: choices.cashOnDelivery.overLimit ? t('itemCheckout.codLimit') : undefined }]
      : []),
    ...(choices.wallet.available
      ? [{ value: 'wallet', label: t('itemCheckout.wallet'), description: t('itemCheckout.walletBalance', { amount: money(payment.walletBalance) }), isDisabled: !choices.wallet.coversOrder || partial }]
      : []),
    ...choices.gateways.map((gateway) => ({ value: `digital:${gateway.gateway}`, label: gateway.gateway_title, description: t('itemCheckout.digital'), isDisabled: !rest('digital') })),
    ...choices.offline.map((method) => ({ value: `offline:${method.id}`, label: method.method_name, description: t('itemCheckout.offline'), isDisabled: !rest('offline') })),
  ];
  const problem = payment.problem && payment.problem !== 'choose' ? PROBLEM_TEXT[payment.problem] : null;
  return (
    <section className={card} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={sectionTitle}>
        {t('itemCheckout.payment')}
      </h2>
      {choices.wallet.partial ? (
        <PlainCheckbox isSelected={partial} onChange={payment.setPartial} description={t('itemCheckout.walletBalance', { amount: money(payment.walletBalance) })}>
          {t('itemCheckout.partialWallet', { amount: money(payment.walletBalance) })}
        </PlainCheckbox>
      ) : null}
      <div className={styles.paymentList}>
        <PlainRadioGroup label={t('itemCheckout.payment')} hideLabel value={valueOf(payment.pick)} onChange={(value) => payment.setPick(pickOf(value))} options={options} errorMessage={problem ? t(problem) : undefined} />
      </div>
    </section>
  );
}
