/**
 * Stores of this module the signed-in customer ordered from, as cards of the store rows' size; nothing for
 * guests or customers without orders here yet.
 */
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { visitAgainOptions } from '../api/stores';
import { ofModule } from '../rules/module-scope';
import { StoreCard } from '../components/store-card';
import * as cards from '../components/cards.css';
import { HomeSection } from './section';

export function VisitAgainSection() {
  const signedIn = useSessionValue('token') !== null;
  const module = useSessionValue('module');
  const stores = useQuery(visitAgainOptions(signedIn));
  const shown = ofModule(stores.data ?? [], module?.id);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="home-visit-again" title={t('catalog.home.visitAgain')}>
      <ul className={cards.storeRow}>
        {shown.map((store) => (
          <li key={store.id} className={cards.cell}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
