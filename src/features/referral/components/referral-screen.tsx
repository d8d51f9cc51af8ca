/**
 * /referral-code: the customer's code with Copy and Share, and what the referrer and the new customer get,
 * from the config. Says so when the operator has referral rewards off.
 */
import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { notify } from '@/lib/notify';
import { referralRules } from '../rules';
import { shareOrCopy } from '../share';
import * as styles from './referral.css';

export function ReferralScreen({ code }: { code: string | null | undefined }) {
  const config = useConfig();
  if (!config.data) return <TitledScreen title={t('referral.title')}><Skeleton height="200px" /></TitledScreen>;
  const rules = referralRules(config.data);
  if (!rules.enabled) {
    return (
      <TitledScreen title={t('referral.title')}>
        <EmptyState icon="user" title={t('referral.unavailable')} body={t('referral.unavailableBody')} />
      </TitledScreen>
    );
  }
  const name = config.data.business_name || t('common.appName');
  const copy = async (text: string) => (await copyText(text) ? notify.success(t('referral.copied')) : notify.error(t('referral.copyFailed')));
  const share = async (text: string) => {
    const outcome = await shareOrCopy({ title: t('referral.shareTitle', { name }), text: t('referral.shareText', { name, code: text }), url: window.location.origin }, text);
    if (outcome === 'copied') notify.success(t('referral.copied'));
    else if (outcome === 'failed') notify.error(t('referral.copyFailed'));
  };
  const friend = rules.newCustomer;
  const validity = friend ? t(`referral.validity.${friend.unit}`, { count: friend.validity }) : '';
  return (
    <TitledScreen title={t('referral.title')}>
      <p className={styles.muted}>{t('referral.intro')}</p>
      <section className={styles.card} aria-labelledby="referral-code">
        <h2 id="referral-code" className={styles.label}>
          {t('referral.yourCode')}
        </h2>
        {code === undefined ? (
          <Skeleton height="40px" width="180px" />
        ) : code ? (
          <>
            <bdi className={styles.code}>{code}</bdi>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => void copy(code)}>
                {t('referral.copy')}
              </Button>
              <Button onPress={() => void share(code)}>{t('referral.share')}</Button>
            </div>
          </>
        ) : (
          <p>{t('referral.noCode')}</p>
        )}
      </section>
      <section aria-labelledby="referral-how" className={styles.column}>
        <h2 id="referral-how" className={styles.sectionTitle}>
          {t('referral.howItWorks')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('referral.stepInvite')}</li>
          <li>{t('referral.stepSignUp')}</li>
          {friend ? <li>{friend.type === 'percentage' ? t('referral.theyGetPercent', { percent: friend.amount, validity }) : t('referral.theyGetAmount', { amount: money(friend.amount), validity })}</li> : null}
          {rules.referrerEarns > 0 ? <li>{t('referral.youGet', { amount: money(rules.referrerEarns) })}</li> : null}
        </ol>
      </section>
    </TitledScreen>
  );
}
