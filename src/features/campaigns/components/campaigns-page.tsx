/** The campaigns page: running basic campaigns (each opens its stores) and item campaigns with Order Now. */
import type { ReactNode } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { autoGrid, stack } from '@/styles/layout.css';
import type { BasicCampaign, CampaignItem } from '../types';
import { CampaignCard, CampaignItemCard } from './campaign-cards';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isPaused?: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={stack}>
      <h2 id={id} style={{ margin: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CampaignsPage({
  basic,
  items,
  campaignHref,
  onOrderNow,
}: {
  basic: QueryLike<readonly BasicCampaign[]>;
  items: QueryLike<readonly CampaignItem[]>;
  campaignHref: (id: number) => string;
  onOrderNow: (itemId: number) => void;
}) {
  const none = basic.data?.length === 0 && items.data?.length === 0;
  if (none) return <EmptyState icon="tag" title={t('campaigns.noCampaigns')} body={t('campaigns.noCampaignsBody')} />;
  return (
    <div className={stack}>
      <Section id="campaigns-basic" title={t('campaigns.basic')}>
        <QueryView query={basic} loading={<Skeleton height="220px" />}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('campaigns.noCampaigns')}</p>
            ) : (
              <div className={autoGrid}>
                {list.map((campaign) => (
                  <CampaignCard key={campaign.id} campaign={campaign} href={campaignHref(campaign.id)} />
                ))}
              </div>
            )
          }
        </QueryView>
      </Section>
      <Section id="campaigns-items" title={t('campaigns.items')}>
        <QueryView query={items} loading={<Skeleton height="280px" />}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('campaigns.noCampaigns')}</p>
            ) : (
              <div className={autoGrid}>
                {list.map((item) => (
                  <CampaignItemCard key={item.id} item={item} onOrderNow={() => onOrderNow(item.id)} />
                ))}
              </div>
            )
          }
        </QueryView>
      </Section>
    </div>
  );
}
