/** A basic campaign's header on its own page: picture, title, description, dates and hours. */
import { pageTitle } from '@/styles/utils.css';
import type { BasicCampaign } from '../types';
import { CampaignWindowFacts } from './campaign-window';
import * as styles from './campaigns.css';

export function CampaignHeader({ campaign }: { campaign: BasicCampaign }) {
  return (
    <header className={styles.body} style={{ padding: 0 }}>
      {campaign.image_full_url ? <img src={campaign.image_full_url} alt="" width={1200} height={400} className={styles.hero} /> : null}
      <h1 className={pageTitle}>{campaign.title}</h1>
      {campaign.description ? <p className={styles.muted}>{campaign.description}</p> : null}
      <CampaignWindowFacts campaign={campaign} />
    </header>
  );
}
