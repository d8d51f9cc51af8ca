/** The conversations list with the name search, unread counts and the last message of each. */
import { useConfig } from '@/api/config';
import { QueryView } from '@/components/feedback/query-view';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { SearchField } from '@/components/ui/search-field/search-field';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { formatDisplay, parseDateTime } from '@/lib/dates';
import { t, tp } from '@/lib/i18n';
import type { ChatTarget } from '../api/messages';
import type { Conversation } from '../api/structs';
import { counterpart, previewOf } from '../rules';
import { useInbox } from '../use-inbox';
import { partyName, partyRole } from './party-name';
import * as styles from './inbox.css';

function previewText(conversation: Conversation): string {
  const preview = previewOf(conversation.last_message);
  if (preview.kind === 'text') return preview.text;
  if (preview.kind === 'pictures') return tp('inbox.pictures', preview.count);
  return t('inbox.noMessagesYet');
}

function Row({ conversation, href, isCurrent, businessName }: { conversation: Conversation; href: string; isCurrent: boolean; businessName?: string }) {
  const party = counterpart(conversation);
  const name = partyName(party, businessName);
  const time = parseDateTime(conversation.last_message_time ?? null);
  const unread = conversation.unread_message_count;
  return (
    <li>
      <Link href={href} className={styles.rowLink} aria-current={isCurrent ? 'page' : undefined} aria-label={unread > 0 ? `${name}, ${tp('inbox.unread', unread)}` : name}>
        {party.image ? <img src={party.image} alt="" className={styles.avatar} width={44} height={44} loading="lazy" /> : <span className={styles.avatar}><Icon name={party.kind === 'admin' ? 'chat' : party.kind === 'vendor' ? 'store' : 'truck'} /></span>}
        <span className={styles.rowText}>
          <span className={styles.rowName}>{name}</span>
          <span className={styles.rowPreview}>
            {partyRole(party)} · {previewText(conversation)}
          </span>
        </span>
        <span className={styles.rowMeta}>
          {time ? <time dateTime={conversation.last_message_time ?? undefined}>{formatDisplay(time)}</time> : null}
          {unread > 0 ? <span className={styles.unread} aria-hidden="true">{unread}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export function ConversationList({ current, hrefOf, className }: { current: number | null; hrefOf: (target: ChatTarget) => string; className?: string }) {
  const inbox = useInbox();
  const config = useConfig();
  const businessName = config.data?.business_name;
  return (
    <section aria-labelledby="inbox-conversations" className={className ? `${styles.pane} ${className}` : styles.pane}>
      <h2 id="inbox-conversations" style={{ margin: 0 }}>
        {t('inbox.conversations')}
      </h2>
      <SearchField label={t('inbox.searchLabel')} hideLabel placeholder={t('inbox.searchPlaceholder')} value={inbox.search} onChange={inbox.setSearch} isLoading={inbox.searching && inbox.conversations.isFetching} />
      <QueryView query={inbox.conversations} loading={<Skeleton shape="text" lines={4} />}>
        {() =>
          inbox.rows.length === 0 ? (
            inbox.searching ? (
              <EmptyState icon="search" title={t('inbox.noMatches')} headingLevel={3} />
            ) : (
              <EmptyState icon="chat" title={t('inbox.noConversations')} body={t('inbox.noConversationsBody')} headingLevel={3} />
            )
          ) : (
            <ul className={styles.list}>
              {inbox.rows.map((conversation) => (
                <Row key={conversation.id} conversation={conversation} href={hrefOf({ conversationId: conversation.id })} isCurrent={conversation.id === current} businessName={businessName} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {inbox.conversations.hasNextPage ? (
        <Button variant="secondary" onPress={() => void inbox.conversations.fetchNextPage()} isPending={inbox.conversations.isFetchingNextPage}>
          {t('inbox.loadMore')}
        </Button>
      ) : null}
      <Link href={hrefOf({ receiverType: 'admin' })} appearance="secondary">
        <Icon name="chat" />
        {t('inbox.contactSupport')}
      </Link>
    </section>
  );
}
