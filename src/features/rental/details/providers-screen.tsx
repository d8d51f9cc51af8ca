/** /rental/provider-details: every provider serving the chosen zones. */
import { QueryView } from '@/components/feedback/query-view';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useProviders } from '../api/providers';
import { ProviderCard } from '../components/provider-card';
import * as styles from '../components/provider-card.css';

export default function ProvidersScreen() {
  const providers = useProviders('latest');
  return (
    <TitledScreen title={t('rental.allProviders')}>
      <QueryView query={providers} loading={<Skeleton height="240px" />}>
        {(list) => (
          <div className={styles.list}>
            {list.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} />
            ))}
          </div>
        )}
      </QueryView>
    </TitledScreen>
  );
}
