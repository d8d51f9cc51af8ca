/**
 * /campaigns: the module's running campaigns, from the catalogue's promotion endpoints. Campaign offers are
 * ordered by signed-in customers only, so a guest's Order Now opens sign-in rather than choices they cannot use.
 */
import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { CampaignsPage } from '@/features/campaigns/components/campaigns-page';
import { campaignsOptions, itemCampaignsOptions } from '@/features/catalog/api/promotions';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQuery } from '@/lib/query';
import { container, pageTitle } from '@/styles/utils.css';

const CampaignOrderDialog = lazy(() => import('../campaign-order-dialog'));

export default function CampaignsScreen() {
  const basic = useQuery(campaignsOptions());
  const items = useQuery(itemCampaignsOptions());
  const [ordering, setOrdering] = useState<number | null>(null);
  const session = useSession();
  const item = items.data?.find((entry) => entry.id === ordering) ?? null;
  const orderNow = (itemId: number) => {
    if (session.token) {
      setOrdering(itemId);
      return;
    }
    notify.warning(t('campaigns.signInToOrder'));
    openAuthDialog('sign-in');
  };
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 24 }}>
      <h1 className={pageTitle}>{t('campaigns.title')}</h1>
      <CampaignsPage basic={basic} items={items} campaignHref={paths.campaign} onOrderNow={orderNow} />
      {item ? (
        <Suspense fallback={null}>
          <CampaignOrderDialog item={item} onClose={() => setOrdering(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
