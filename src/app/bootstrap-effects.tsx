/**
 * Bootstrap side effects that every page needs: the operator's money settings, time zone and which modules
 * count stock once the config is known,
 * and a guest id for customers who are not signed in (retried when the connection returns).
 */
import { useEffect } from 'react';
import { moneySettingsOf, useConfig, type Config } from '@/api/config';
import { ensureGuestId } from '@/api/guest';
import { useSession } from '@/hooks/use-session';
import { setMoneySettings } from '@/lib/money-settings';
import { setOperatorTimeZone } from '@/lib/operator-time';
import { setStockSettings } from '@/lib/stock-settings';

/** The operator's money display, time zone and stock switches, from the config (before a server-rendered page hydrates, too). */
export function applyConfig(config: Config): void {
  setMoneySettings(moneySettingsOf(config));
  setOperatorTimeZone(config.timezone);
  setStockSettings((config as Record<string, unknown>).module_config);
}

export function BootstrapEffects() {
  const config = useConfig();
  const session = useSession();

  useEffect(() => {
    if (config.data) applyConfig(config.data);
  }, [config.data]);

  useEffect(() => {
    if (session.token !== null || session.guestId !== null) return;
    void ensureGuestId();
    const retry = () => void ensureGuestId();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [session.token, session.guestId]);

  return null;
}
