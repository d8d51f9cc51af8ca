/** Converting points to wallet money: how many points, what the wallet gets, and Convert. */
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { minimumTransfer, type ConversionRules } from '../conversion';
import { useConvertPoints } from '../use-convert-points';
import * as styles from './loyalty.css';

export function ConvertDialog({ balance, rules, onClose, onConverted }: { balance: number; rules: ConversionRules; onClose: () => void; onConverted: () => void }) {
  const form = useConvertPoints(balance, rules, () => {
    onConverted();
    onClose();
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('wallet.loyalty.convertTitle')}
      footer={
        <Button onPress={form.submit} isDisabled={!form.canSubmit} isPending={form.isPending}>
          {t('wallet.loyalty.confirm')}
        </Button>
      }
    >
      <form
        className={styles.column}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <p className={styles.muted}>{t('wallet.loyalty.minimum', { minimum: minimumTransfer(rules) })}</p>
        <TextField
          label={t('wallet.loyalty.pointsLabel')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          value={form.points}
          onChange={form.setPoints}
          description={t('wallet.loyalty.points', { points: balance })}
          errorMessage={form.error}
        />
        {form.amount !== null ? (
          <p className={styles.gain} role="status">
            {t('wallet.loyalty.youGet', { money: money(form.amount) })}
          </p>
        ) : null}
        {form.serverErrors.length > 0 ? (
          <ul role="alert" className={styles.errors}>
            {form.serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </form>
    </Dialog>
  );
}
