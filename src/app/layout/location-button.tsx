/**
 * The header location picker: shows the chosen location; pressing it opens the location dialog (current
 * location, map, search, and saved addresses for signed-in customers), loaded on demand.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { paths } from '@/config/paths';
import { useSessionValue } from '@/hooks/use-session';
import { loadDeferredStrings, t } from '@/lib/i18n';
import * as styles from './location-button.css';

// The dialog shows the saved-address strings (a deferred namespace): they load beside its chunk.
const LocationDialog = lazy(() => Promise.all([import('./location-dialog'), loadDeferredStrings()]).then(([module]) => module));

export function LocationButton() {
  const location = useSessionValue('location');
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <PlainButton variant="ghost" className={styles.trigger} onPress={() => setOpen(true)} aria-label={`${t('bootstrap.currentLocation')}: ${location ?? ''}`}>
        <Icon name="pin" />
        <span className={styles.text} dir={location ? 'auto' : undefined}>
          {location ?? t('bootstrap.changeLocation')}
        </span>
        <Icon name="chevronDown" size={16} />
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <LocationDialog
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              navigate(paths.home);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
