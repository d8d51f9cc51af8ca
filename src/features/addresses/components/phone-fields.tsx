/** The contact number with its country dial code; the dropdown is locked unless the operator enabled the country picker. */
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { getLanguage, t } from '@/lib/i18n';
import { countryName, PHONE_COUNTRIES } from '../phone-countries';
import type { AddressFormTalon } from '../use-address-form';
import * as styles from './addresses.css';

export function PhoneFields({ form }: { form: AddressFormTalon }) {
  const language = getLanguage();
  return (
    <div className={styles.phone}>
      <Select
        label={t('addresses.country')}
        isDisabled={!form.countryPicker}
        value={form.dialCode}
        onChange={form.setDialCode}
        options={PHONE_COUNTRIES.map((country) => ({ id: country.dial, label: `${countryName(country.code, language)} (${country.dial})` }))}
      />
      <TextField
        label={t('addresses.contactNumber')}
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={form.values.contactPhone}
        onChange={(value) => form.set('contactPhone', value)}
        errorMessage={form.errors.contactPhone}
      />
    </div>
  );
}
