/** The recoverable error view for a failed or unreadable API answer: the message(s) and a Retry button. */
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';

export function ErrorState({ messages, onRetry, isRetrying }: { messages: string[]; onRetry?: () => void; isRetrying?: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        title={messages[0] ?? t('common.genericError')}
        body={messages.slice(1).join(' ') || undefined}
        action={
          onRetry ? (
            <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
