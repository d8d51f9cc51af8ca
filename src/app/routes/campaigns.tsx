/** /campaigns: the module's running campaigns, from the catalogue's promotion endpoints. */
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { CampaignsPage } from '@/features/campaigns/components/campaigns-page';
import { campaignsOptions, itemCampaignsOptions } from '@/features/catalog/api/promotions';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { container, pageTitle } from '@/styles/utils.css';

const CampaignOrderDialog = lazy(() => import('../campaign-order-dialog'));

export default function CampaignsScreen() {
  const basic = useQuery(campaignsOptions());
  const items = useQuery(itemCampaignsOptions());
  const [ordering, setOrdering] = useState<number | null>(null);
  const item = items.data?.find((entry) => entry.id === ordering) ?? null;
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 24 }}>
      <h1 className={pageTitle}>{t('campaigns.title')}</h1>
      <CampaignsPage basic={basic} items={items} campaignHref={paths.campaign} onOrderNow={setOrdering} />
      {item ? (
        <Suspense fallback={null}>
          <CampaignOrderDialog item={item} onClose={() => setOrdering(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
