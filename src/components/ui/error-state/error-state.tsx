/**
 * The recoverable error view for a failed or unreadable API answer: the message(s) and a Retry button.
 * It is an alert, so the failure is announced when it replaces loading content.
 */
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { PlainButton } from '../button/plain-button';
import { EmptyState } from '../empty-state/empty-state';

export interface ErrorStateProps {
  /** Messages from the error (the first is the title). Defaults to a generic message. */
  messages?: string[];
  /** A single message (alternative to `messages`). */
  message?: string;
  title?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
  headingLevel?: 1 | 2 | 3 | 4;
}

export function ErrorState({ messages, message, title, onRetry, isRetrying, retryLabel, headingLevel = 2 }: ErrorStateProps) {
  const lines = messages ?? (message ? [message] : []);
  const heading = title ?? lines[0] ?? t('ui.genericError');
  const rest = title ? lines : lines.slice(1);
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        tone="critical"
        headingLevel={headingLevel}
        title={heading}
        body={rest.length > 0 ? rest.join(' ') : undefined}
        action={
          onRetry ? (
            <PlainButton variant="secondary" onPress={onRetry} isPending={isRetrying}>
              {retryLabel ?? t('ui.retry')}
            </PlainButton>
          ) : undefined
        }
      />
    </div>
  );
}
