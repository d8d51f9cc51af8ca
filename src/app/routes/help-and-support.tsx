import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { card, stack } from '@/styles/utils.css';

/** Help & support: the operator's contact channels. */
export default function HelpAndSupport() {
  const config = useConfig();
  const settings = config.data;
  return (
    <TitledScreen title={t('pages.helpAndSupport')}>
      <p>{t('pages.helpIntro')}</p>
      <div className={`${card} ${stack}`}>
        {settings?.email ? (
          <a href={`mailto:${settings.email}`}>
            <Icon name="mail" /> {t('pages.helpEmail')}: {settings.email}
          </a>
        ) : null}
        {settings?.phone ? (
          <a href={`tel:${settings.phone}`}>
            <Icon name="phone" /> {t('pages.helpCall')}: <span dir="ltr">{settings.phone}</span>
          </a>
        ) : null}
        {settings?.address ? (
          <p>
            <Icon name="pin" /> {t('pages.helpAddress')}: {settings.address}
          </p>
        ) : null}
      </div>
    </TitledScreen>
  );
}
