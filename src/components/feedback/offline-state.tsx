/**
 * What a screen that needs the network shows while offline with nothing saved to show instead: it says so
 * (no endless skeleton) and offers to try again; the screen loads by itself once the connection returns.
 */
import { PlainButton } from '@/components/ui/button/plain-button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { t } from '@/lib/i18n';

export function OfflineState({ onRetry, body, headingLevel = 2 }: { onRetry: () => void; body?: string; headingLevel?: 1 | 2 | 3 | 4 }) {
  return (
    <div role="status">
      <EmptyState
        icon="wifiOff"
        headingLevel={headingLevel}
        title={t('common.offlineTitle')}
        body={body ?? t('common.offlineNeedsNetwork')}
        action={
          <PlainButton variant="secondary" onPress={onRetry}>
            {t('common.retry')}
          </PlainButton>
        }
      />
    </div>
  );
}
