/**
 * A policy or about page: the operator's HTML content, reduced to safe elements (headings, paragraphs,
 * lists, emphasis, links) before it is shown.
 */
import { QueryView } from '@/components/feedback/query-view';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { usePage, type PageName } from '../api/get-page';
import { sanitiseHtml } from '../sanitise-html';
import * as styles from './policy-page.css';

export function PolicyPage({ page, title }: { page: PageName; title: string }) {
  const query = usePage(page);
  return (
    <TitledScreen title={title}>
      <QueryView query={query} loading={<Skeleton height="200px" />}>
        {(html) => <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />}
      </QueryView>
    </TitledScreen>
  );
}
