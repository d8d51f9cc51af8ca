/** The app's storage: how much it keeps, how many changes wait in the outbox, and Clear with a confirmation. */
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { useLiveQuery } from '@/lib/db-hooks';
import { getLanguage, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { clearOfflineData, estimateStorage, formatBytes, pendingChanges, type StorageEstimate } from '../offline-data';
import * as styles from './settings.css';

export function OfflineStorage() {
  const [estimate, setEstimate] = useState<StorageEstimate | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const pending = useLiveQuery(pendingChanges, [], undefined);
  const refresh = () => void estimateStorage().then(setEstimate, () => setEstimate(null));
  useEffect(refresh, []);
  const language = getLanguage();
  const usage =
    estimate === undefined ? null : estimate === null ? t('settings.usageUnknown') : estimate.quota > 0 ? t('settings.usedOf', { used: formatBytes(estimate.usage, language), quota: formatBytes(estimate.quota, language) }) : t('settings.used', { used: formatBytes(estimate.usage, language) });
  return (
    <section aria-labelledby="settings-storage" className={styles.section}>
      <h2 id="settings-storage" className={styles.sectionTitle}>
        {t('settings.storage')}
      </h2>
      <p className={styles.muted}>{t('settings.storageHint')}</p>
      {usage ? <p>{usage}</p> : null}
      {pending !== undefined ? <p>{pending > 0 ? t('settings.pending', { count: pending }) : t('settings.pendingNone')}</p> : null}
      <div>
        <Button variant="secondary" onPress={() => setAsking(true)}>
          {t('settings.clear')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asking}
        title={t('settings.clearTitle')}
        message={t('settings.clearMessage')}
        confirmLabel={t('settings.clearConfirm')}
        tone="danger"
        isPending={clearing}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setClearing(true);
          clearOfflineData()
            .then(
              () => notify.success(t('settings.cleared')),
              () => notify.error(t('settings.clearFailed')),
            )
            .finally(() => {
              setClearing(false);
              setAsking(false);
              refresh();
            });
        }}
      />
    </section>
  );
}
