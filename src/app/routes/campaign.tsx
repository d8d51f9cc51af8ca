/** /campaigns/{id}: one basic campaign and the stores that joined it. */
import { useParams } from 'wouter';
import { QueryView } from '@/components/feedback/query-view';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { CampaignHeader } from '@/features/campaigns/components/campaign-header';
import { campaignDetailsOptions } from '@/features/catalog/api/promotions';
import { StoreCard } from '@/features/catalog/components/store-card';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { autoGrid, stack } from '@/styles/layout.css';
import { container } from '@/styles/utils.css';

export default function CampaignScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const campaign = useQuery(campaignDetailsOptions(id));
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 24 }}>
      <QueryView query={campaign} loading={<Skeleton height="320px" />}>
        {(details) =>
          details === null ? (
            <EmptyState icon="tag" headingLevel={1} title={t('campaigns.notRunning')} body={t('campaigns.notRunningBody')} action={<Link href={paths.campaigns} appearance="primary">{t('campaigns.allCampaigns')}</Link>} />
          ) : (
            <>
              <CampaignHeader campaign={details} />
              <section aria-labelledby="campaign-stores" className={stack}>
                <h2 id="campaign-stores" style={{ margin: 0 }}>
                  {t('campaigns.stores')}
                </h2>
                {details.stores.length === 0 ? (
                  <p>{t('campaigns.noStores')}</p>
                ) : (
                  <div className={autoGrid}>
                    {details.stores.map((store) => (
                      <StoreCard key={store.id} store={store} />
                    ))}
                  </div>
                )}
              </section>
              <Link href={paths.campaigns} appearance="secondary">
                {t('campaigns.allCampaigns')}
              </Link>
            </>
          )
        }
      </QueryView>
    </div>
  );
}
