/**
 * What every catalog card reads besides its own item or store: the operator's config (the veg / non-veg
 * toggle) and the chosen module (a food card opens a dialog, marks a food menu). `CardSettingsProvider`, at
 * the app's root, reads them once and passes them down, so a listing of thirty cards mounts without thirty
 * queries and session subscriptions of their own. Outside the provider a card reads their current values.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { configQueryOptions, useConfig, type Config } from '@/api/config';
import { useSessionValue } from '@/hooks/use-session';
import { useQueryClient } from '@/lib/query';
import { getSession, type SessionState } from '@/lib/session';

export interface CardSettings {
  config: Config | undefined;
  module: SessionState['module'];
}

const Context = createContext<CardSettings | null>(null);

export function CardSettingsProvider({ children }: { children: ReactNode }) {
  const config = useConfig().data;
  const module = useSessionValue('module');
  const value = useMemo(() => ({ config, module }), [config, module]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCardSettings(): CardSettings {
  const held = useContext(Context);
  const client = useQueryClient();
  return held ?? { config: client.getQueryData(configQueryOptions().queryKey), module: getSession().module };
}
