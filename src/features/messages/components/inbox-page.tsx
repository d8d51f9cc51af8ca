/**
 * The inbox (`/profile?page=inbox`): the conversations beside the open one on wide screens, one of them at
 * a time on narrow screens. The open thread is in the address (`conversation`, `vendor`, `delivery_man` or
 * `support`), so a link from a store or an order opens it and Back returns to the list. Guests are asked to
 * sign in (their conversations live with an account).
 */
import { useSearchParams } from 'wouter';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import type { ChatTarget } from '../api/messages';
import { queryOfTarget, targetFromQuery } from '../rules';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import * as styles from './inbox.css';

export function InboxPage({ baseHref, onSignIn }: { baseHref: string; onSignIn: () => void }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (!session.token) {
    return (
      <EmptyState
        icon="chat"
        tone="brand"
        title={t('inbox.signInTitle')}
        body={t('inbox.signInBody')}
        action={
          <Button icon="user" onPress={onSignIn}>
            {t('inbox.signIn')}
          </Button>
        }
      />
    );
  }
  const target = targetFromQuery(params);
  const hrefOf = (next: ChatTarget) => `${baseHref}&${new URLSearchParams(queryOfTarget(next)).toString()}`;
  return (
    <div className={styles.layout}>
      <ConversationList current={target && 'conversationId' in target ? target.conversationId : null} hrefOf={hrefOf} className={target ? styles.narrowHidden : undefined} />
      {target ? (
        <ConversationView key={JSON.stringify(target)} target={target} backHref={baseHref} />
      ) : (
        <div className={`${styles.pane} ${styles.narrowHidden}`}>
          <EmptyState icon="chat" title={t('inbox.chooseConversation')} body={t('inbox.chooseConversationBody')} />
        </div>
      )}
    </div>
  );
}
