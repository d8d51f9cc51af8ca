/**
 * The pharmacy home's prescription entry: which pharmacies take an order from a prescription picture (the
 * picture is attached at checkout), each opening its store page.
 */
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { storeListOptions } from '../api/stores';
import * as styles from './home.css';

export function PrescriptionSection() {
  const stores = useQuery(storeListOptions('popular', {}, 8));
  const pharmacies = (stores.data?.stores ?? []).filter((store) => store.prescription_order);
  if (pharmacies.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-prescription">
      <div className={styles.prescription}>
        <h2 id="home-prescription" className={styles.prescriptionTitle}>
          <Icon name="upload" size={20} />
          {t('catalog.home.prescriptionTitle')}
        </h2>
        <p>{t('catalog.home.prescriptionBody')}</p>
        <ul className={styles.pharmacies}>
          {pharmacies.map((store) => (
            <li key={store.id}>
              <Link href={paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined)} appearance="secondary" size="sm">
                {store.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
