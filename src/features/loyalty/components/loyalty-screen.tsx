/**
 * /loyalty-points: the points balance (from the profile, passed in by the route), the conversion rate and
 * minimum from the config, Convert to wallet (while the wallet is on) and the point history.
 */
import { useState } from 'react';
import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { conversionRulesOf, minimumTransfer } from '../conversion';
import { ConvertDialog } from './convert-dialog';
import { PointHistory } from './point-history';
import * as styles from './loyalty.css';

export function LoyaltyScreen({ balance, onConverted }: { balance: number | undefined; onConverted: () => void }) {
  const config = useConfig();
  const [converting, setConverting] = useState(false);
  const settings = config.data;
  if (settings && settings.loyalty_point_status !== 1) {
    return (
      <TitledScreen title={t('wallet.loyalty.title')}>
        <EmptyState icon="star" title={t('wallet.loyalty.unavailable')} body={t('wallet.loyalty.unavailableBody')} />
      </TitledScreen>
    );
  }
  const rules = conversionRulesOf(settings ?? {});
  const rate = rules.exchangeRate > 0 ? rules.exchangeRate : 1;
  const walletOn = settings?.customer_wallet_status === 1;
  return (
    <TitledScreen title={t('wallet.loyalty.title')}>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="loyalty-balance">
          <span id="loyalty-balance" className={styles.cardLabel}>
            {t('wallet.loyalty.balance')}
          </span>
          {balance === undefined ? <Skeleton height="40px" width="120px" /> : <span className={styles.cardBalance}>{t('wallet.loyalty.points', { points: balance })}</span>}
          <p className={styles.muted}>{t('wallet.loyalty.rate', { rate, money: money(1) })}</p>
          <p className={styles.muted}>{t('wallet.loyalty.minimum', { minimum: minimumTransfer(rules) })}</p>
          {rules.earnPercent > 0 ? <p className={styles.muted}>{t('wallet.loyalty.earnHint', { percent: rules.earnPercent })}</p> : null}
          {walletOn ? (
            <Button onPress={() => setConverting(true)} isDisabled={balance === undefined || balance < minimumTransfer(rules)}>
              {t('wallet.loyalty.convert')}
            </Button>
          ) : (
            <p className={styles.muted}>{t('wallet.loyalty.walletOff')}</p>
          )}
        </section>
        <PointHistory />
      </div>
      {converting && balance !== undefined ? <ConvertDialog balance={balance} rules={rules} onClose={() => setConverting(false)} onConverted={onConverted} /> : null}
    </TitledScreen>
  );
}
