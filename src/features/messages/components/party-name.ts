/** How the inbox names the other side: a store or rider by name, support after the operator. */
import { t } from '@/lib/i18n';
import type { Counterpart } from '../rules';

export function partyName(party: Counterpart, businessName: string | undefined): string {
  if (party.kind === 'admin') return businessName ? t('inbox.support', { name: businessName }) : t('inbox.supportShort');
  return party.name || (party.kind === 'vendor' ? t('inbox.store') : t('inbox.deliveryMan'));
}

export function partyRole(party: Counterpart): string {
  if (party.kind === 'admin') return t('inbox.supportShort');
  return party.kind === 'vendor' ? t('inbox.store') : t('inbox.deliveryMan');
}
