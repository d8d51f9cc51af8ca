/**
 * Footer: newsletter, operator text, social links, app-store buttons, contact (address opens a map), and
 * the policy links (refund, cancellation and shipping only when the config enables them).
 */
import { lazy, Suspense, useState } from 'react';
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { BrandIcon, brandName } from '@/components/ui/brand-icon/brand-icon';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/account/auth-dialog-store';
import { useSessionValue } from '@/hooks/use-session';
import { footerLink, menuGates, type FooterLink } from '@/lib/menu-gates';
import { notify } from '@/lib/notify';
import { useLanding } from '@/features/pages/api/get-landing';
import { t } from '@/lib/i18n';
import { Newsletter } from './newsletter';
import * as styles from './footer.css';

const MapView = lazy(() => import('@/components/ui/map/map').then((m) => ({ default: m.MapView })));

/** A page that needs a signed-in customer: a link, or for a guest a button that asks them to sign in. */
function AccountLink({ kind, href, label }: { kind: FooterLink; href: string; label: string }) {
  if (kind === 'hidden') return null;
  if (kind === 'link') return <Link href={href}>{label}</Link>;
  return (
    <Button
      plain
      variant="link"
      className={styles.accountLink}
      onPress={() => {
        notify.warning(t('common.mustLogin'));
        openAuthDialog('sign-in');
      }}
    >
      {label}
    </Button>
  );
}

export function Footer() {
  const config = useConfig();
  const landing = useLanding();
  const token = useSessionValue('token');
  const zoneId = useSessionValue('zoneId');
  const [mapOpen, setMapOpen] = useState(false);
  const settings = config.data;
  const name = settings?.business_name || t('common.appName');
  const links = landing.data?.download_user_app_links;
  const location = settings?.default_location ?? { lat: 25.1985, lng: 55.2796 };
  const signedIn = token !== null;
  const gates = menuGates(settings, undefined);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {landing.data?.fixed_newsletter_title || t('layout.newsletterTitle')}
          </h2>
          {landing.data?.fixed_newsletter_sub_title ? <p className={styles.text}>{landing.data.fixed_newsletter_sub_title}</p> : null}
          <Newsletter />
          <p className={styles.text}>{landing.data?.fixed_footer_description || settings?.footer_text}</p>
        </section>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('layout.contact')}
          </h2>
          {settings?.email ? (
            <a href={`mailto:${settings.email}`} className={styles.row}>
              <Icon name="mail" />
              {settings.email}
            </a>
          ) : null}
          {settings?.phone ? (
            <a href={`tel:${settings.phone}`} className={styles.row}>
              <Icon name="phone" />
              <span dir="ltr">{settings.phone}</span>
            </a>
          ) : null}
          {settings?.address ? (
            <Button plain variant="link" className={styles.address} onPress={() => setMapOpen(true)} aria-label={`${t('layout.addressOnMap')}: ${settings.address}`}>
              <Icon name="pin" />
              {settings.address}
            </Button>
          ) : null}
          <h2 className={styles.heading}>{t('layout.followUs')}</h2>
          <ul className={styles.socials}>
            {(settings?.social_media ?? []).map((social) => (
              <li key={social.name}>
                <Link href={social.link} external aria-label={brandName(social.name)} className={styles.social}>
                  <BrandIcon name={social.name} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('layout.usefulLinks')}
          </h2>
          <div className={styles.links}>
            <Link href={paths.aboutUs}>{t('layout.aboutUs')}</Link>
            <Link href={paths.terms}>{t('layout.terms')}</Link>
            <Link href={paths.privacy}>{t('layout.privacy')}</Link>
            {settings?.refund_policy !== 0 ? <Link href={paths.refund}>{t('layout.refund')}</Link> : null}
            {settings?.cancelation_policy !== 0 ? <Link href={paths.cancellation}>{t('layout.cancellation')}</Link> : null}
            {settings?.shipping_policy !== 0 ? <Link href={paths.shipping}>{t('layout.shipping')}</Link> : null}
            {zoneId !== null ? <Link href={paths.campaigns}>{t('layout.campaigns')}</Link> : null}
            <Link href={paths.helpAndSupport}>{t('layout.helpAndSupport')}</Link>
            <Link href={paths.storeRegistration}>{t('layout.storeRegistration')}</Link>
            <Link href={paths.deliverymanRegistration}>{t('layout.deliverymanRegistration')}</Link>
            <AccountLink kind={footerLink(gates.wallet, signedIn)} href={paths.wallet} label={t('layout.wallet')} />
            <AccountLink kind={footerLink(gates.loyalty, signedIn)} href={paths.loyaltyPoints} label={t('layout.loyaltyPoints')} />
          </div>
        </nav>
        {links ? (
          <section className={styles.column} aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={styles.heading}>
              {t('layout.getTheApp')}
            </h2>
            <div className={styles.stores}>
              {links.playstore_url_status === 1 && links.playstore_url ? (
                <Link href={links.playstore_url} external className={styles.store}>
                  <BrandIcon name="googleplay" size={24} />
                  <span className={styles.storeText}>
                    <span className={styles.storeHint}>{t('layout.getItOn')} </span>
                    <span className={styles.storeName}>Google Play</span>
                  </span>
                </Link>
              ) : null}
              {links.apple_store_url_status === 1 && links.apple_store_url ? (
                <Link href={links.apple_store_url} external className={styles.store}>
                  <BrandIcon name="apple" size={24} />
                  <span className={styles.storeText}>
                    <span className={styles.storeHint}>{t('layout.downloadOnThe')} </span>
                    <span className={styles.storeName}>App Store</span>
                  </span>
                </Link>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
      <p className={styles.bottom}>{t('layout.copyright', { year: new Date().getFullYear(), name })}</p>
      <Dialog isOpen={mapOpen} onOpenChange={setMapOpen} title={t('layout.ourLocation')} size="lg">
        <p>{settings?.address}</p>
        {mapOpen ? (
          <Suspense fallback={null}>
            <MapView label={t('layout.ourLocation')} center={location} zoom={15} height={320} markers={[{ id: 'office', label: name, ...location }]} />
          </Suspense>
        ) : null}
      </Dialog>
    </footer>
  );
}
