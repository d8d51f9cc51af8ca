/** A basic campaign's card (opens the campaign and its stores) and an item campaign's card (Order Now). */
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { t } from '@/lib/i18n';
import type { BasicCampaign, CampaignItem } from '../types';
import { campaignPrice } from '../window';
import { CampaignWindowFacts } from './campaign-window';
import * as styles from './campaigns.css';

export function CampaignCard({ campaign, href }: { campaign: BasicCampaign; href: string }) {
  return (
    <article className={styles.card} aria-labelledby={`campaign-${campaign.id}`}>
      <Link href={href} className={styles.cardLink} aria-label={t('campaigns.seeCampaign', { name: campaign.title })}>
        <img src={campaign.image_full_url ?? ''} alt="" width={600} height={300} className={styles.image} loading="lazy" />
      </Link>
      <div className={styles.body}>
        <h3 id={`campaign-${campaign.id}`} className={styles.name}>
          <Link href={href} appearance="subtle">
            {campaign.title}
          </Link>
        </h3>
        {campaign.description ? <p className={styles.muted}>{campaign.description}</p> : null}
        <CampaignWindowFacts campaign={campaign} />
      </div>
    </article>
  );
}

export function CampaignItemCard({ item, onOrderNow }: { item: CampaignItem; onOrderNow: () => void }) {
  const price = campaignPrice(item.price, item.discount, item.discount_type);
  return (
    <article className={styles.card} aria-labelledby={`campaign-item-${item.id}`}>
      <img src={item.image_full_url ?? ''} alt="" width={600} height={300} className={styles.itemImage} loading="lazy" />
      <div className={styles.body}>
        {item.title && item.title !== item.name ? (
          <span className={styles.campaignName}>
            <Badge tone="brand">{item.title}</Badge>
          </span>
        ) : null}
        <h3 id={`campaign-item-${item.id}`} className={styles.name}>
          {item.name}
        </h3>
        {item.store_name ? <p className={styles.muted}>{t('campaigns.byStore', { store: item.store_name })}</p> : null}
        {item.description ? <p className={styles.muted}>{item.description}</p> : null}
        <CampaignWindowFacts campaign={{ available_date_starts: item.available_date_starts, available_date_ends: item.available_date_ends, start_time: item.available_time_starts, end_time: item.available_time_ends }} />
        <div className={styles.footer}>
          <span className={styles.facts}>
            <Price amount={price} original={price < item.price ? item.price : null} size="md" />
            {item.discount > 0 ? <Badge tone="critical">{item.discount_type === 'percent' ? `${item.discount}%` : <Price amount={item.discount} size="sm" />}</Badge> : null}
          </span>
          <Button onPress={onOrderNow} aria-label={t('campaigns.orderNowFor', { name: item.name })}>
            {t('campaigns.orderNow')}
          </Button>
        </div>
      </div>
    </article>
  );
}
