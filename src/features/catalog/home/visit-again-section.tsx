/** Stores the signed-in customer ordered from; nothing for guests or customers without orders yet. */
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { visitAgainOptions } from '../api/stores';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import { HomeSection } from './section';

export function VisitAgainSection() {
  const signedIn = useSessionValue('token') !== null;
  const stores = useQuery(visitAgainOptions(signedIn));
  if (!stores.data || stores.data.length === 0) return null;
  return (
    <HomeSection id="home-visit-again" title={t('catalog.home.visitAgain')}>
      <ul className={cards.storeRow}>
        {stores.data.map((store) => (
          <li key={store.id} className={cards.cell}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
