/** "Open now" / "Opens at 17:00" / "Closed today" as a badge. */
import { Badge } from '@/components/ui/badge/badge';
import { t } from '@/lib/i18n';
import type { OpenState } from '../rules/open-state';

export function openLabel(state: OpenState): string {
  if (state.kind === 'open') return t('catalog.store.openNow');
  if (state.kind === 'opensAt') return t('catalog.store.opensAt', { time: state.time });
  return t('catalog.store.closedToday');
}

export function OpenBadge({ state }: { state: OpenState }) {
  return <Badge tone={state.kind === 'open' ? 'positive' : state.kind === 'opensAt' ? 'caution' : 'neutral'}>{openLabel(state)}</Badge>;
}
