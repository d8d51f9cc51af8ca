import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { t } from '@/lib/i18n';

/** Partner sign-up: how to reach the partnerships team. */
export default function Screen() {
  const config = useConfig();
  return (
    <TitledScreen title={t('pages.storeRegistration')}>
      <p>{t('pages.registrationIntro')}</p>
      <p>{t('pages.registrationContact', { email: config.data?.email ?? '', phone: config.data?.phone ?? '' })}</p>
    </TitledScreen>
  );
}
