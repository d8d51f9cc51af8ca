/**
 * The help page's questions: a labelled search field over every question, the answers behind buttons that
 * open them (the accordion pattern: a heading holding a button with `aria-expanded`), grouped by topic while
 * nothing is searched. What the search found, or that it found nothing, is announced politely; a search that
 * finds a few questions opens their answers at once, and one that finds none offers the whole list again.
 */
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { SearchField } from '@/components/ui/search-field/search-field';
import { t, tp } from '@/lib/i18n';
import { FAQ_TOPICS, faqEntries, topicTitle, type FaqTopic } from '../faq-entries';
import { faqIndex, queryTerms, type FaqEntry } from '../faq-search';
import * as styles from './faq.css';

/** Up to this many results open their answers by themselves. */
const OPEN_RESULTS = 3;

function Question({ entry, level, expanded, onToggle }: { entry: FaqEntry; level: 3 | 4; expanded: boolean; onToggle: () => void }) {
  const Heading = `h${level}` as const;
  const answerId = `faq-${entry.id}-answer`;
  return (
    <div className={styles.item}>
      <Heading className={styles.question}>
        <button type="button" id={`faq-${entry.id}`} className={styles.toggle} aria-expanded={expanded} aria-controls={answerId} onClick={onToggle}>
          <span>{entry.question}</span>
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} className={styles.chevron} />
        </button>
      </Heading>
      <div id={answerId} role="region" aria-labelledby={`faq-${entry.id}`} hidden={!expanded} className={styles.answer}>
        <p>{entry.answer}</p>
      </div>
    </div>
  );
}

export function Faq({ headingId }: { headingId: string }) {
  const entries = useMemo(() => faqEntries(), []);
  const search = useMemo(() => faqIndex(entries), [entries]);
  const [query, setQuery] = useState('');
  // Answers the customer opened or closed themselves, since the search last changed.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const searching = queryTerms(query).length > 0;
  const results = useMemo(() => search(query), [search, query]);
  const openByDefault = searching && results.length <= OPEN_RESULTS;
  const isOpen = (id: string) => openByDefault !== toggled.has(id);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const changeQuery = (value: string) => {
    setQuery(value);
    setToggled(new Set());
  };
  const shown = query.trim();
  const status = !searching ? tp('pages.faqAll', entries.length) : results.length > 0 ? tp('pages.faqMatches', results.length, { query: shown }) : t('pages.faqNoMatch', { query: shown });

  return (
    <section aria-labelledby={headingId} className={styles.faq}>
      <h2 id={headingId} className={styles.title}>
        {t('pages.faqTitle')}
      </h2>
      <div role="search" className={styles.search}>
        <SearchField label={t('pages.faqSearch')} placeholder={t('pages.faqPlaceholder')} value={query} onChange={changeQuery} />
      </div>
      <p role="status" className={searching && results.length === 0 ? styles.noMatch : styles.count}>
        {status}
      </p>
      {searching ? (
        results.length > 0 ? (
          <div className={styles.list}>
            {results.map((entry) => (
              <Question key={entry.id} entry={entry} level={3} expanded={isOpen(entry.id)} onToggle={() => toggle(entry.id)} />
            ))}
          </div>
        ) : (
          <div className={styles.empty}>
            <p>{t('pages.faqNoMatchBody')}</p>
            <Button variant="secondary" onPress={() => changeQuery('')}>
              {t('pages.faqClear')}
            </Button>
          </div>
        )
      ) : (
        (Object.keys(FAQ_TOPICS) as FaqTopic[]).map((topic) => (
          <div key={topic} className={styles.topic}>
            <h3 className={styles.topicTitle}>{topicTitle(topic)}</h3>
            <div className={styles.list}>
              {entries
                .filter((entry) => entry.topic === topic)
                .map((entry) => (
                  <Question key={entry.id} entry={entry} level={4} expanded={isOpen(entry.id)} onToggle={() => toggle(entry.id)} />
                ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
