/**
 * How to reach the operator, from the config: email, phone and address, and the support chat, which lives in
 * a signed-in customer's inbox (a guest is asked to sign in first). Channels the operator did not set are
 * left out.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon, type IconName } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { t } from '@/lib/i18n';
import * as styles from './help.css';

export interface ContactSettings {
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

function Channel({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.channel}>
      <span className={styles.channelIcon}>
        <Icon name={icon} />
      </span>
      <span className={styles.channelText}>
        <span className={styles.channelLabel}>{label}</span>
        {children}
      </span>
    </li>
  );
}

export function ContactChannels({ settings, chatHref, onSignIn, headingId }: { settings: ContactSettings | undefined; chatHref: string | null; onSignIn: () => void; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('pages.contactTitle')}
      </h2>
      <ul className={styles.channels}>
        <Channel icon="chat" label={t('pages.chatLabel')}>
          {chatHref ? (
            <Link href={chatHref}>{t('pages.chat')}</Link>
          ) : (
            <Button variant="link" plain className={styles.inlineButton} onPress={onSignIn}>
              {t('pages.chatSignIn')}
            </Button>
          )}
          <span className={styles.hint}>{t('pages.chatHint')}</span>
        </Channel>
        {settings?.email ? (
          <Channel icon="mail" label={t('pages.helpEmail')}>
            <Link href={`mailto:${settings.email}`} dir="ltr">
              {settings.email}
            </Link>
          </Channel>
        ) : null}
        {settings?.phone ? (
          <Channel icon="phone" label={t('pages.helpCall')}>
            <Link href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {settings.phone}
            </Link>
          </Channel>
        ) : null}
        {settings?.address ? (
          <Channel icon="pin" label={t('pages.helpAddress')}>
            <address className={styles.address}>{settings.address}</address>
          </Channel>
        ) : null}
      </ul>
    </section>
  );
}
