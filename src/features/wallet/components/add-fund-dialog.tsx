/**
 * The add-fund dialog: amount (required, above zero), payment method (the config's gateways), the bonus the
 * running offers add, and Proceed, which opens the payment page. Submit stays disabled at 0 or less.
 */
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { AddFundProblem, BonusOffer } from '../add-fund';
import { useAddFund } from '../use-add-fund';
import * as styles from './wallet.css';

export interface Gateway {
  gateway: string;
  gateway_title: string;
}

const AMOUNT_TEXT: Partial<Record<AddFundProblem, () => string>> = {
  'amount-required': () => t('wallet.amountRequired'),
  'amount-invalid': () => t('wallet.amountInvalid'),
  'amount-too-large': () => t('wallet.amountTooLarge'),
};

export function AddFundDialog({ isOpen, onOpenChange, gateways, offers }: { isOpen: boolean; onOpenChange: (open: boolean) => void; gateways: readonly Gateway[]; offers: readonly BonusOffer[] }) {
  const form = useAddFund(offers, gateways[0]?.gateway ?? null);
  const amountProblem = form.problems.find((problem) => problem !== 'method-required');
  const serverErrors = form.serverErrors.map((message) => (message === 'unknown-method' ? t('wallet.unknownMethod') : message));
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('wallet.addFundTitle')}
      footer={
        <Button onPress={form.submit} isDisabled={!form.canSubmit || gateways.length === 0} isPending={form.isPending} pendingLabel={t('wallet.redirecting')}>
          {t('wallet.proceed')}
        </Button>
      }
    >
      <form
        className={styles.column}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.canSubmit) form.submit();
        }}
      >
        <p className={styles.muted}>{t('wallet.addFundHint')}</p>
        <TextField
          label={t('wallet.amount')}
          placeholder={t('wallet.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          value={form.amount}
          onChange={form.setAmount}
          onBlur={form.touch}
          errorMessage={amountProblem ? AMOUNT_TEXT[amountProblem]?.() : null}
        />
        {form.bonus > 0 ? (
          <p className={styles.preview} role="status">
            {t('wallet.bonusPreview', { bonus: money(form.bonus) })}
          </p>
        ) : null}
        {gateways.length === 0 ? (
          <p role="alert">{t('wallet.noMethods')}</p>
        ) : (
          <RadioGroup
            label={t('wallet.paymentMethod')}
            isRequired
            value={form.gateway}
            onChange={form.setGateway}
            options={gateways.map((gateway) => ({ value: gateway.gateway, label: gateway.gateway_title }))}
            errorMessage={form.problems.includes('method-required') ? t('wallet.methodRequired') : null}
          />
        )}
        {serverErrors.length > 0 ? (
          <ul role="alert" className={styles.errors}>
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </form>
    </Dialog>
  );
}
