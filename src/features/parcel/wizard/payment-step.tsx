/** Step 5: who pays the delivery charge (the sender now, or the receiver in cash on delivery) and how. */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { t } from '@/lib/i18n';
import { withPayer, type ChargePayer } from '../draft';
import { effectivePayment, paymentKey, paymentOptions, paymentSettingsOf, type PaymentOption } from '../payment';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

const optionLabel = (option: PaymentOption, payer: ChargePayer) =>
  option.payment.kind === 'cash_on_delivery' ? t(payer === 'receiver' ? 'parcel.cashByReceiver' : 'parcel.cashBySender') : option.payment.kind === 'wallet' ? t('parcel.wallet') : (option.title ?? '');

export function PaymentStep({ draft, update, isGuest, onNext, onBack }: StepProps) {
  const config = useConfig();
  const [tried, setTried] = useState(false);
  const options = paymentOptions(paymentSettingsOf(config.data as Record<string, unknown> | undefined), draft.payer, !isGuest);
  const payment = effectivePayment(draft.payment, options);
  const noCashForReceiver = draft.payer === 'receiver' && options.length === 0;
  return (
    <StepForm
      label={t('parcel.steps.payment')}
      onBack={onBack}
      onContinue={() => {
        setTried(true);
        if (!payment) return;
        if (payment !== draft.payment) update({ ...draft, payment });
        onNext();
      }}
    >
      <RadioGroup
        label={t('parcel.whoPays')}
        appearance="cards"
        orientation="horizontal"
        value={draft.payer}
        onChange={(value) => update(withPayer(draft, value as ChargePayer))}
        options={[
          { value: 'sender', label: t('parcel.senderPays'), description: t('parcel.senderPaysHint') },
          { value: 'receiver', label: t('parcel.receiverPays'), description: t('parcel.receiverPaysHint') },
        ]}
      />
      <RadioGroup
        label={t('parcel.paymentMethod')}
        value={payment ? paymentKey(payment) : null}
        onChange={(key) => {
          const picked = options.find((option) => option.key === key);
          if (picked) update({ ...draft, payment: picked.payment });
        }}
        errorMessage={noCashForReceiver ? t('parcel.errors.receiverNeedsCash') : tried && !payment ? t('parcel.errors.paymentRequired') : null}
        isRequired
        options={options.map((option) => ({ value: option.key, label: optionLabel(option, draft.payer) }))}
      />
    </StepForm>
  );
}
