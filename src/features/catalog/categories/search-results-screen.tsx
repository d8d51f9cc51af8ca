/**
 * /home?search=searched&query=…: the items and stores matching the customer's words (names first, then
 * descriptions), items sorted and filtered by the customer, more as they scroll.
 */
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';
import { SearchBox } from '../home/search-box';
import * as styles from './categories.css';
import { ItemsAndStores } from './items-and-stores';

export default function SearchResultsScreen({ query }: { query: string }) {
  const empty = t('catalog.noSearchResults');
  return (
    <div className={`${container} ${styles.page}`}>
      <SearchBox key={query} initial={query} />
      <h1 className={styles.title}>{t('catalog.search.resultsFor', { query })}</h1>
      <ItemsAndStores key={query} source={{ params: { data_type: 'searched', name: query }, emptyItems: empty, emptyStores: empty, withRating: true }} />
    </div>
  );
}
