import { t } from '@/lib/i18n';
import { knownLabelOf, SELECTED_ADDRESS_TYPE } from '../rules';

/** The heading of an address: its label in the active language, or the customer's own label name. */
export function addressTitle(addressType: string): string {
  if (addressType === SELECTED_ADDRESS_TYPE) return t('addresses.selectedAddress');
  const known = knownLabelOf(addressType);
  return known ? t(`addresses.labels.${known}`) : addressType;
}
