/**
 * A policy or about page: the operator's content (page-content.tsx) under the page title, with the list of
 * its sections beside it on wide screens and folded above it on narrow ones. The refund, cancellation and
 * shipping policies follow the config's switches: a page the operator turned off, or left empty, says it is
 * not available rather than showing nothing. The page opens offline once seen (cached answer, precached code).
 */
import { useMemo } from 'react';
import { useConfig } from '@/api/config';
import { QueryView } from '@/components/feedback/query-view';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { t } from '@/lib/i18n';
import { media } from '@/styles/tokens';
import { usePage, type PageName } from '../api/get-page';
import { headingsOf, readPageHtml, type Heading } from '../page-blocks';
import { PageContent } from './page-content';
import * as styles from './policy-page.css';

/** The config switch that shows or hides a policy (the others are always on). */
export type PolicySwitch = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

function Sections({ headings }: { headings: Heading[] }) {
  const wide = useMediaQuery(media.desktop);
  const links = (
    <ol className={styles.sectionList}>
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={styles.sectionLink}>
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label={t('pages.onThisPage')} className={styles.sections}>
      {wide ? (
        <>
          <h2 className={styles.sectionsTitle}>{t('pages.onThisPage')}</h2>
          {links}
        </>
      ) : (
        <details className={styles.fold}>
          <summary className={styles.sectionsTitle}>
            {t('pages.onThisPage')}
            <Icon name="chevronDown" className={styles.foldChevron} />
          </summary>
          {links}
        </details>
      )}
    </nav>
  );
}

function Unavailable() {
  return <EmptyState icon="info" title={t('pages.pageUnavailable')} body={t('pages.pageUnavailableBody')} />;
}

function PolicyBody({ html }: { html: string }) {
  const blocks = useMemo(() => readPageHtml(html), [html]);
  const headings = useMemo(() => headingsOf(blocks).filter((heading) => heading.level === 2), [blocks]);
  if (blocks.length === 0) return <Unavailable />;
  return (
    <div className={styles.layout}>
      {headings.length >= 3 ? <Sections headings={headings} /> : null}
      <PageContent content={blocks} />
    </div>
  );
}

export function PolicyPage({ page, title, switchedBy }: { page: PageName; title: string; switchedBy?: PolicySwitch }) {
  const config = useConfig();
  const off = switchedBy !== undefined && config.data?.[switchedBy] === 0;
  const query = usePage(page, !off);
  return (
    <TitledScreen title={title}>
      {off ? (
        <Unavailable />
      ) : (
        <QueryView query={query} loading={<Skeleton shape="text" lines={12} />}>
          {(html) => <PolicyBody html={html} />}
        </QueryView>
      )}
    </TitledScreen>
  );
}
