/**
 * /settings: the settings feature's screen with the layout's language and theme controls and, where the
 * operator turned the country picker on, the country new phone numbers start with (the address form's list).
 */
import { useConfig } from '@/api/config';
import { countryName, PHONE_COUNTRIES } from '@/features/addresses/phone-countries';
import { CountrySetting } from '@/features/settings/components/country-setting';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { getLanguage } from '@/lib/i18n';
import { phoneCountryFor, setPhoneCountry, usePhoneCountry } from '@/lib/phone-country';
import { LanguageControl } from '../layout/language-control';
import { ThemeToggle } from '../layout/theme-toggle';

function CountryControl({ operator }: { operator: string | null }) {
  const chosen = usePhoneCountry();
  const language = getLanguage();
  const options = PHONE_COUNTRIES.map((country) => ({ id: country.code, dial: country.dial, label: `${countryName(country.code, language)} (${country.dial})` }));
  return <CountrySetting options={options} value={phoneCountryFor({ picker: true, chosen, operator })} onChange={setPhoneCountry} />;
}

export default function Screen() {
  const config = useConfig();
  const picker = config.data?.country_picker_status === 1;
  return (
    <SettingsScreen
      languageControl={<LanguageControl />}
      themeControl={<ThemeToggle showLabel />}
      countryControl={picker ? <CountryControl operator={config.data?.country ?? null} /> : null}
    />
  );
}
