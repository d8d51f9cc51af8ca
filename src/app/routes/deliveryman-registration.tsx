/** /deliveryman-registration: the delivery-person application, step by step, then its confirmation. */
import { paths } from '@/config/paths';
import { RiderApplicationForm } from '@/features/registration/components/rider-application-form';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { container, pageTitle } from '@/styles/utils.css';

export default function DeliverymanRegistrationScreen() {
  const session = useSession();
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{t('partners.riderTitle')}</h1>
      <p>{t('partners.riderIntro')}</p>
      <RiderApplicationForm homeHref={session.zoneId ? paths.home : paths.landing} />
    </div>
  );
}
