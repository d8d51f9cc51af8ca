/**
 * /coupons: the coupons the customer can use in the chosen zone and module — the signed-in list, or the
 * public one for a guest — as cards with Copy, or an empty state.
 */
import { TitledScreen } from '@/components/feedback/titled-screen';
import { OfflineState } from '@/components/feedback/offline-state';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { useCoupons } from '../api/coupons';
import { CouponCard } from './coupon-card';
import * as styles from './coupons.css';

export function CouponsScreen() {
  const session = useSession();
  const signedIn = session.token !== null;
  const coupons = useCoupons(signedIn);
  let body;
  if (!coupons.data) {
    if (coupons.isPaused) body = <OfflineState onRetry={() => void coupons.refetch()} />;
    else if (coupons.error) body = <ErrorState messages={errorMessages(coupons.error)} onRetry={() => void coupons.refetch()} />;
    else body = <Skeleton height="180px" />;
  } else if (coupons.data.length === 0) {
    body = <EmptyState icon="tag" title={t('coupons.empty')} body={t('coupons.emptyBody')} />;
  } else {
    body = (
      <ul className={styles.grid} aria-label={t('coupons.title')}>
        {coupons.data.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </ul>
    );
  }
  return (
    <TitledScreen title={t('coupons.title')}>
      <p className={styles.muted}>{signedIn ? t('coupons.intro') : t('coupons.guestNote')}</p>
      {body}
    </TitledScreen>
  );
}
