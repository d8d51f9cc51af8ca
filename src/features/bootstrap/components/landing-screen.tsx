/**
 * The first screen: asks where the customer is, then offers the modules of that zone. A customer who chose a
 * location but not yet a module (and reloaded, or came back later) is offered the modules straight away.
 */
import { useState } from 'react';
import type { Module } from '@/api/modules';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { LocationChooser } from './location-chooser';
import { ModuleSelectDialog } from './module-select-dialog';
import * as styles from './landing-screen.css';

export function LandingScreen({ onReady }: { onReady: (module: Module | null) => void }) {
  const session = useSession();
  const [askModule, setAskModule] = useState(() => session.zoneId !== null && session.module === null);
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.card}>
        <h1 id="landing-title" className={styles.title}>
          {t('bootstrap.landingTitle')}
        </h1>
        <p className={styles.subtitle}>{t('bootstrap.landingSubtitle')}</p>
        <LocationChooser
          onChosen={(result) => {
            if (result.moduleStillAvailable) onReady(null);
            else setAskModule(true);
          }}
        />
      </div>
      <ModuleSelectDialog isOpen={askModule} onOpenChange={setAskModule} required onSelected={(module) => onReady(module)} />
    </section>
  );
}
