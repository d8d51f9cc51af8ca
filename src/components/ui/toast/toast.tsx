/**
 * The toast region: a landmark that shows messages published on the `notify` bus (src/lib/notify.ts), each
 * for its timeout (5000 ms by default), dismissable, announced to assistive technology.
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
import { subscribeToasts, type ToastTone } from '@/lib/notify';
import { Icon } from '../icon/icon';
import * as styles from './toast.css';

interface ToastContentData {
  text: string;
  tone: ToastTone;
}

export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 4 });

const ICONS = { success: 'check', error: 'alert', warning: 'alert', info: 'info' } as const;

export function ToastRegion() {
  useEffect(() => subscribeToasts((toast) => toastQueue.add({ text: toast.text, tone: toast.tone }, { timeout: toast.timeout })), []);
  return (
    <AriaToastRegion queue={toastQueue} aria-label={t('common.notifications')} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${styles.tones[toast.content.tone]}`}>
          <Icon name={ICONS[toast.content.tone]} />
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <AriaButton slot="close" aria-label={t('common.close')} className={styles.close}>
            <Icon name="close" size={16} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
