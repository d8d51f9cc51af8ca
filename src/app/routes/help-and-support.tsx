/**
 * Help & support: the questions customers ask most, searchable, beside the operator's contact channels (the
 * support chat for a signed-in customer) and the policies the config shows.
 */
import { useConfig } from '@/api/config';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { ContactChannels } from '@/features/pages/components/contact-channels';
import { Faq } from '@/features/pages/components/faq';
import * as styles from '@/features/pages/components/help.css';
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';

export default function HelpAndSupport() {
  const settings = useConfig().data;
  const signedIn = useSessionValue('token') !== null;
  const policies: [string, string, boolean][] = [
    [paths.terms, t('pages.terms'), true],
    [paths.privacy, t('pages.privacy'), true],
    [paths.refund, t('pages.refund'), settings?.refund_policy !== 0],
    [paths.cancellation, t('pages.cancellation'), settings?.cancelation_policy !== 0],
    [paths.shipping, t('pages.shipping'), settings?.shipping_policy !== 0],
    [paths.aboutUs, t('pages.aboutUs'), true],
  ];
  return (
    <TitledScreen title={t('pages.helpAndSupport')}>
      <p className={styles.intro}>{t('pages.helpIntro')}</p>
      <div className={styles.layout}>
        <Faq headingId="help-faq" />
        <div className={styles.aside}>
          <ContactChannels settings={settings} chatHref={signedIn ? paths.supportChat : null} onSignIn={() => openAuthDialog('sign-in')} headingId="help-contact" />
          <nav aria-labelledby="help-policies" className={styles.card}>
            <h2 id="help-policies" className={styles.cardTitle}>
              {t('pages.policiesTitle')}
            </h2>
            <ul className={styles.policies}>
              {policies
                .filter(([, , shown]) => shown)
                .map(([href, label]) => (
                  <li key={href}>
                    <Link href={href} className={styles.policyLink}>
                      {label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </div>
    </TitledScreen>
  );
}
