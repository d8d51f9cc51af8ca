/** /store-registration?active=active: the store application, step by step, then its confirmation. */
import { paths } from '@/config/paths';
import { StoreApplicationForm } from '@/features/registration/components/store-application-form';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { container, pageTitle } from '@/styles/utils.css';

export default function StoreRegistrationScreen() {
  const session = useSession();
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{t('partners.storeTitle')}</h1>
      <p>{t('partners.storeIntro')}</p>
      <StoreApplicationForm homeHref={session.zoneId ? paths.home : paths.landing} />
    </div>
  );
}
