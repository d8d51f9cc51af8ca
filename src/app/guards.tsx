/**
 * Route guards with the spec's messages: some screens need a chosen zone, some a signed-in customer.
 * The message is toasted once and the customer is sent where they can fix it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '@/config/paths';
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';

function useNoticeOnce(show: boolean, message: () => string) {
  const shown = useRef(false);
  useEffect(() => {
    if (show && !shown.current) {
      shown.current = true;
      notify.warning(message());
    }
  }, [show, message]);
}

const zoneMessage = () => t('common.mustPickZone');
const loginMessage = () => t('common.mustLogin');

export function RequireZone({ children }: { children: ReactNode }) {
  const missing = useSessionValue('zoneId') === null;
  useNoticeOnce(missing, zoneMessage);
  return missing ? <Redirect to={paths.landing} replace /> : <>{children}</>;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const missing = useSessionValue('token') === null;
  useNoticeOnce(missing, loginMessage);
  return missing ? <Redirect to={paths.home} replace /> : <>{children}</>;
}
