/** One message: its text, its pictures (each opens full size), when it was sent, and for the customer's
 * unsent messages whether it is sending, waiting for a connection, or was refused (with Retry / Discard). */
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { formatDisplay, parseDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/pwa';
import type { Message } from '../api/structs';
import type { ShownPending } from '../use-conversation';
import * as styles from './inbox.css';

function Pictures({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <span className={styles.pictures}>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          <img src={url} alt={t('inbox.pictureOf', { number: index + 1 })} className={styles.picture} width={96} height={96} loading="lazy" />
        </a>
      ))}
    </span>
  );
}

export function SentBubble({ message, mine }: { message: Message; mine: boolean }) {
  const time = parseDateTime(message.created_at);
  return (
    <li className={mine ? `${styles.bubbleRow} ${styles.bubbleRowMine}` : styles.bubbleRow}>
      <div className={mine ? `${styles.bubble} ${styles.bubbleMine}` : styles.bubble}>
        {message.message ? <span dir="auto">{message.message}</span> : null}
        <Pictures urls={message.file_full_url} />
        {time ? <time className={styles.bubbleTime} dateTime={message.created_at}>{formatDisplay(time)}</time> : null}
      </div>
    </li>
  );
}

export function PendingBubble({ entry, onRetry, onDiscard }: { entry: ShownPending; onRetry: () => void; onDiscard: () => void }) {
  const online = useOnline();
  const blobs = useMemo(() => entry.message.pictures.map((picture) => URL.createObjectURL(new Blob([picture.bytes], { type: picture.type }))), [entry.message.pictures]);
  useEffect(() => () => blobs.forEach((url) => URL.revokeObjectURL(url)), [blobs]);
  const refused = entry.status === 'needs-decision';
  const waiting = !refused && !entry.settling && (!online || entry.attempts > 0);
  return (
    <li className={`${styles.bubbleRow} ${styles.bubbleRowMine}`}>
      <div className={`${styles.bubble} ${styles.bubbleMine}`}>
        {entry.message.text.trim() ? <span dir="auto">{entry.message.text.trim()}</span> : null}
        <Pictures urls={blobs} />
        {refused ? (
          <span className={`${styles.bubbleState} ${styles.bubbleProblem}`} role="alert">
            <Icon name="alert" size={16} />
            {[t('inbox.notSent'), ...entry.problem].join(': ')}
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {t('inbox.retry')}
            </Button>
            <Button size="sm" variant="ghost" onPress={onDiscard}>
              {t('inbox.discard')}
            </Button>
          </span>
        ) : waiting ? (
          <span className={styles.bubbleState}>
            <Icon name="wifiOff" size={16} />
            {t('inbox.waiting')}
          </span>
        ) : (
          <span className={styles.bubbleState}>
            <Spinner size="sm" label={null} />
            {t('inbox.sending')}
          </span>
        )}
      </div>
    </li>
  );
}
