/**
 * The offline banner, the "back online" note, the storage-full warning and the update prompt. Loaded on every
 * page after its start: its buttons are native (they open nothing of react-aria's), so that load carries none
 * of react-aria's press code.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { isStorageFull, subscribeStorageFull } from '@/lib/outbox/queue';
import { useOnline, usePwa } from '@/lib/pwa';
import * as styles from './connection-status.css';

export function ConnectionStatus() {
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(!online);
  const storageFull = useSyncExternalStore(subscribeStorageFull, isStorageFull, isStorageFull);
  const pwa = usePwa();

  // Derived during render: going offline remembers it; coming back shows the note for a few seconds.
  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }
  if (!online && backOnline) setBackOnline(false);
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), 4000);
    return () => clearTimeout(timer);
  }, [backOnline]);

  return (
    <div className={styles.stack}>
      {!online ? (
        <div className={`${styles.banner} ${styles.offline}`} role="status">
          <Icon name="wifiOff" />
          <span>{t('common.offlineBanner')}</span>
        </div>
      ) : null}
      {backOnline ? (
        <div className={`${styles.banner} ${styles.online}`} role="status">
          <Icon name="check" />
          <span>{t('common.backOnline')}</span>
        </div>
      ) : null}
      {storageFull ? (
        <div className={`${styles.banner} ${styles.offline}`} role="alert">
          <Icon name="alert" />
          <span>{t('common.storageFull')}</span>
        </div>
      ) : null}
      {pwa.needRefresh ? (
        <div className={`${styles.banner} ${styles.update}`} role="status">
          <Icon name="download" />
          <span>{t('common.updateAvailable')}</span>
          <PlainButton size="sm" onPress={pwa.applyUpdate}>
            {t('common.updateReload')}
          </PlainButton>
          <PlainButton size="sm" variant="ghost" onPress={pwa.dismissUpdate}>
            {t('offline.updateLater')}
          </PlainButton>
        </div>
      ) : null}
    </div>
  );
}
