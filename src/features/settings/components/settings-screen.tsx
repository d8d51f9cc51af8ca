/**
 * /settings: language (the header's confirm-and-reload control), theme, the country phone numbers start with
 * (where the operator turned the country picker on), the app's offline data, and installing the app. The
 * language, theme and country controls are passed in by the route (they live in the layout and other features).
 */
import type { ReactNode } from 'react';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { usePwa } from '@/lib/pwa';
import { OfflineStorage } from './offline-storage';
import * as styles from './settings.css';

function Setting({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className={styles.setting}>
      <span className={styles.label}>
        <strong>{label}</strong>
        <span className={styles.muted}>{hint}</span>
      </span>
      {children}
    </div>
  );
}

export function SettingsScreen({ languageControl, themeControl, countryControl }: { languageControl: ReactNode; themeControl: ReactNode; countryControl?: ReactNode }) {
  const pwa = usePwa();
  return (
    <TitledScreen title={t('settings.title')}>
      <div className={styles.page}>
        <section aria-labelledby="settings-appearance" className={styles.section}>
          <h2 id="settings-appearance" className={styles.sectionTitle}>
            {t('settings.appearance')}
          </h2>
          <Setting label={t('settings.language')} hint={t('settings.languageHint')}>
            {languageControl}
          </Setting>
          <Setting label={t('settings.theme')} hint={t('settings.themeHint')}>
            {themeControl}
          </Setting>
          {countryControl ? (
            <Setting label={t('settings.country')} hint={t('settings.countryHint')}>
              {countryControl}
            </Setting>
          ) : null}
        </section>
        <OfflineStorage />
        <section aria-labelledby="settings-install" className={styles.section}>
          <h2 id="settings-install" className={styles.sectionTitle}>
            {t('settings.install')}
          </h2>
          {pwa.canInstall ? (
            <>
              <p className={styles.muted}>{t('settings.installHint')}</p>
              <div>
                <Button icon="download" onPress={() => void pwa.install()}>
                  {t('settings.install')}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.muted}>{t('settings.installed')}</p>
          )}
        </section>
      </div>
    </TitledScreen>
  );
}
