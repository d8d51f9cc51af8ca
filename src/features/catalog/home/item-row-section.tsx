/** A row of item cards: popular, most reviewed or discounted (compact lists), new arrivals or recommended. */
import type { ReactNode } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useInfiniteQuery, useQuery } from '@/lib/query';
import type { CompactItemList } from '../api/keys';
import { compactItemsOptions, newArrivalsInfiniteOptions, recommendedOptions } from '../api/items';
import { ItemCard, type CardItem } from '../components/item-card';
import * as cards from '../components/cards.css';
import { HomeSection } from './section';

export type ItemRowSource = CompactItemList | 'new-arrival' | 'recommended';

interface RowProps {
  id: string;
  title: string;
  subtitle?: string;
  href?: string;
}

function Row({ items }: { items: readonly CardItem[] }) {
  if (items.length === 0) return <EmptyState icon="tag" headingLevel={3} title={t('catalog.noItems')} />;
  return (
    <ul className={cards.row}>
      {items.map((item) => (
        <li key={item.id} className={cards.cell}>
          <ItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function Frame({ props, children }: { props: RowProps; children: ReactNode }) {
  return (
    <HomeSection id={props.id} title={props.title} subtitle={props.subtitle} href={props.href}>
      {children}
    </HomeSection>
  );
}

const loading = <Skeleton height="300px" />;

function CompactRow({ list, ...props }: RowProps & { list: CompactItemList }) {
  const query = useQuery(compactItemsOptions(list));
  return (
    <Frame props={props}>
      <QueryView query={query} loading={loading}>
        {(page) => <Row items={page.products} />}
      </QueryView>
    </Frame>
  );
}

function NewArrivalRow(props: RowProps) {
  const query = useInfiniteQuery(newArrivalsInfiniteOptions());
  return (
    <Frame props={props}>
      <QueryView query={query} loading={loading}>
        {(data) => <Row items={data.pages[0]?.products.slice(0, 10) ?? []} />}
      </QueryView>
    </Frame>
  );
}

function RecommendedRow(props: RowProps) {
  const query = useQuery(recommendedOptions());
  return (
    <Frame props={props}>
      <QueryView query={query} loading={loading}>
        {(items) => <Row items={items} />}
      </QueryView>
    </Frame>
  );
}

export function ItemRowSection({ source, ...props }: RowProps & { source: ItemRowSource }) {
  if (source === 'new-arrival') return <NewArrivalRow {...props} />;
  if (source === 'recommended') return <RecommendedRow {...props} />;
  return <CompactRow list={source} {...props} />;
}
