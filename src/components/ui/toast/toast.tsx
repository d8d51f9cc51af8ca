/**
 * The toast region: shows the messages published on the `notify` bus (src/lib/notify.ts), at most four at a
 * time, each for its timeout (5000 ms by default, never less: people need time to read) with a close button.
 * Timers pause while a toast is hovered or focused. The region is a landmark named "Notifications" (F6 jumps
 * to it); each toast is announced, its tone spoken as a word, not only shown as a colour. A repeated message
 * replaces itself. On a phone the toasts sit at the top, clear of the action bars at the bottom of dialogs and
 * screens (quantity, total, Add to cart, Place order). Mount it once.
 */
import { useEffect } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { t } from '@/lib/i18n';
import { subscribeToasts, TOAST_TIMEOUT_MS, type ToastMessage, type ToastTone } from '@/lib/notify';
import { visuallyHidden } from '@/styles/layout.css';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import * as styles from './toast.css';
import { AriaLocale } from '../utils/aria-locale';

interface ToastContentData {
  text: string;
  tone: ToastTone;
}

export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 4 });

const ICONS = { success: 'check', error: 'alert', warning: 'alert', info: 'info' } as const;

/** Timeout in ms for a bus message: at least 5 s; 0 or less keeps the toast until it is closed. */
export function toastTimeout(message: Pick<ToastMessage, 'timeout'>): number | undefined {
  if (!(message.timeout > 0)) return undefined;
  return Math.max(message.timeout, TOAST_TIMEOUT_MS);
}

/**
 * Shows a bus message. The same message again (a press repeated on a refused "+") replaces the one on screen,
 * its time starting over, instead of stacking copies.
 */
export function showToast(message: Pick<ToastMessage, 'text' | 'tone' | 'timeout'>): void {
  for (const shown of toastQueue.visibleToasts) {
    if (shown.content.text === message.text && shown.content.tone === message.tone) toastQueue.close(shown.key);
  }
  toastQueue.add({ text: message.text, tone: message.tone }, { timeout: toastTimeout(message) });
}

export function ToastRegion() {
  useEffect(() => subscribeToasts(showToast), []);
  return (
    <AriaLocale>
      <AriaToastRegion queue={toastQueue} aria-label={t('common.notifications')} className={styles.region}>
        {({ toast }) => (
          <AriaToast toast={toast} className={cx(styles.toast, styles.tones[toast.content.tone])}>
            <Icon name={ICONS[toast.content.tone]} className={styles.iconTones[toast.content.tone]} />
            <ToastContent className={styles.content}>
              <Text slot="title">
                <span className={visuallyHidden}>{t(`ui.toastTones.${toast.content.tone}`)}: </span>
                {toast.content.text}
              </Text>
            </ToastContent>
            <AriaButton slot="close" aria-label={t('ui.close')} className={styles.close}>
              <Icon name="close" size={18} />
            </AriaButton>
          </AriaToast>
        )}
      </AriaToastRegion>
    </AriaLocale>
  );
}
