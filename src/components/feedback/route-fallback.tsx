import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';

/** Shown while a route's chunk loads. */
export function RouteFallback() {
  return (
    <div className={container} role="status" aria-label={t('common.loading')} style={{ display: 'grid', gap: 16, paddingBlock: 24 }}>
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="160px" />
      <Skeleton height="160px" />
    </div>
  );
}
