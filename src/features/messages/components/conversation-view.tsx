/** One conversation: who it is with, its messages (older pages on request), unsent ones, and the composer. */
import { useEffect, useRef } from 'react';
import { useConfig } from '@/api/config';
import { QueryView } from '@/components/feedback/query-view';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { Icon } from '@/components/ui/icon/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import type { ChatTarget } from '../api/messages';
import { counterpart } from '../rules';
import { useConversation } from '../use-conversation';
import { Composer } from './composer';
import { PendingBubble, SentBubble } from './message-bubble';
import { partyName } from './party-name';
import * as styles from './inbox.css';

export function ConversationView({ target, backHref }: { target: ChatTarget; backHref: string }) {
  const talon = useConversation(target);
  const config = useConfig();
  const end = useRef<HTMLLIElement>(null);
  const party = talon.conversation ? counterpart(talon.conversation) : { kind: 'receiverType' in target ? target.receiverType : ('admin' as const), name: '', image: null };
  const name = partyName(party, config.data?.business_name);
  const count = talon.messages.length + talon.pending.length;
  const newest = talon.messages.at(-1)?.id;
  // The newest message comes into view when the thread opens and whenever one is added.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count, newest]);

  return (
    <section aria-labelledby="inbox-thread" className={styles.pane}>
      <div className={styles.threadHeader}>
        <Link href={backHref} appearance="ghost" className={styles.backOnNarrow} aria-label={t('inbox.back')}>
          <Icon name="arrowStart" />
        </Link>
        <h2 id="inbox-thread" className={styles.threadTitle}>
          {name}
        </h2>
      </div>
      <QueryView query={talon.thread} loading={<Skeleton height="240px" />}>
        {() => (
          <>
            {talon.thread.hasNextPage ? (
              <Button variant="ghost" size="sm" onPress={() => void talon.thread.fetchNextPage()} isPending={talon.thread.isFetchingNextPage}>
                {t('inbox.loadOlder')}
              </Button>
            ) : null}
            <ol className={styles.messages} aria-label={t('inbox.conversations')} aria-live="polite">
              {count === 0 ? <li className={styles.hint}>{t('inbox.startConversation')}</li> : null}
              {talon.messages.map((message) => (
                <SentBubble key={message.id} message={message} mine={message.sender_id === talon.mine} />
              ))}
              {talon.pending.map((entry) => (
                <PendingBubble key={entry.clientId} entry={entry} onRetry={() => void talon.retry(entry.clientId)} onDiscard={() => void talon.discard(entry.clientId)} />
              ))}
              <li ref={end} aria-hidden="true" />
            </ol>
            {talon.canWrite ? <Composer onSend={talon.send} /> : <p className={styles.hint}>{t('inbox.cannotWrite')}</p>}
          </>
        )}
      </QueryView>
    </section>
  );
}
