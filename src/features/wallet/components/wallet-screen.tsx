/**
 * /wallet (and /profile?page=wallet): the balance card with Add fund, the payment page's result when the
 * customer comes back from it, the running bonus offers and the transaction history. The balance comes
 * from the customer's profile, which the route passes in; `onRefresh` reloads it after a payment. With no
 * digital payment method offered (the config lists none), the card says so instead of offering Add fund,
 * and the top-up bonus offers are left out.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useQueryClient } from '@/lib/query';
import { addFundOutcome, type AddFundOutcome } from '../add-fund';
import { walletKeys } from '../api/keys';
import { useWalletBonuses } from '../api/wallet';
import { AddFundDialog } from './add-fund-dialog';
import { BonusList } from './bonus-list';
import { TransactionList } from './transaction-list';
import * as styles from './wallet.css';

const RESULT_TEXT: Record<AddFundOutcome, () => string> = {
  success: () => t('wallet.resultSuccess'),
  fail: () => t('wallet.resultFail'),
  cancel: () => t('wallet.resultCancel'),
};

/** Reads the outcome once, refreshes balance and history, and drops the flag from the address. */
function usePaymentResult(onRefresh: () => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  // The browser arrives from the payment page with a fresh load, so the screen mounts with the outcome.
  const [result, setResult] = useState<AddFundOutcome | null>(() => addFundOutcome(search));
  useEffect(() => {
    if (!addFundOutcome(search)) return;
    onRefresh();
    void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    navigate(location, { replace: true });
  }, [search, location, navigate, onRefresh, queryClient]);
  return [result, () => setResult(null)] as const;
}

export function WalletScreen({ balance, onRefresh }: { balance: number | undefined; onRefresh: () => void }) {
  const config = useConfig();
  const bonuses = useWalletBonuses();
  const [adding, setAdding] = useState(false);
  const [result, dismiss] = usePaymentResult(onRefresh);
  if (config.data && config.data.customer_wallet_status !== 1) {
    return (
      <TitledScreen title={t('wallet.title')}>
        <EmptyState icon="wallet" title={t('wallet.unavailable')} body={t('wallet.unavailableBody')} />
      </TitledScreen>
    );
  }
  const gateways = config.data?.digital_payment === false ? [] : (config.data?.active_payment_method_list ?? []);
  // Known only once the config is in: until then Add fund stays, the dialog says so if none comes.
  const noMethods = config.data !== undefined && gateways.length === 0;
  const offers = bonuses.data ?? [];
  return (
    <TitledScreen title={t('wallet.title')}>
      {result ? (
        <div role="status" className={`${styles.result} ${styles.resultTone[result]}`}>
          <span>{RESULT_TEXT[result]()}</span>
          <IconButton icon="close" label={t('ui.close')} size="sm" onPress={dismiss} />
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="wallet-balance">
            <span id="wallet-balance" className={styles.cardLabel}>
              {t('wallet.balance')}
            </span>
            {balance === undefined ? <Skeleton height="40px" width="160px" /> : <Price amount={balance} className={styles.cardBalance} />}
            {noMethods ? (
              <p className={styles.cardHint} role="note">
                {t('wallet.addFundUnavailable')}
              </p>
            ) : (
              <>
                <p className={styles.cardHint}>{t('wallet.addFundHint')}</p>
                <Button variant="secondary" icon="plus" onPress={() => setAdding(true)}>
                  {t('wallet.addFund')}
                </Button>
              </>
            )}
          </section>
          {/* Offers for adding money mean nothing while money cannot be added. */}
          {noMethods ? null : <BonusList offers={offers} />}
        </div>
        <TransactionList />
      </div>
      {adding ? <AddFundDialog isOpen onOpenChange={setAdding} gateways={gateways} offers={offers} /> : null}
    </TitledScreen>
  );
}
