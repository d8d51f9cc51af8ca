/** A row of store cards from one of the home lists (popular, latest, top rated, discounted...). */
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useSessionValue } from '@/hooks/use-session';
import { useQuery } from '@/lib/query';
import type { StoreList } from '../api/keys';
import { storeListOptions } from '../api/stores';
import { StoreCard } from '../components/store-card';
import { ofModule } from '../rules/module-scope';
import * as cards from '../components/cards.css';
import { HomeSection } from './section';

export function StoreRowSection({ id, list, title, href }: { id: string; list: StoreList; title: string; href?: string }) {
  const moduleId = useSessionValue('module')?.id;
  const stores = useQuery(storeListOptions(list, {}, list === 'latest' ? 12 : 8));
  return (
    <HomeSection id={id} title={title} href={href}>
      <QueryView query={stores} loading={<Skeleton height="250px" />}>
        {(page) => {
          const shown = ofModule(page.stores, moduleId);
          return shown.length === 0 ? (
            <EmptyState icon="store" headingLevel={3} title={t('catalog.noStores')} />
          ) : (
            <ul className={cards.storeRow}>
              {shown.map((store) => (
                <li key={store.id} className={cards.cell}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </HomeSection>
  );
}
