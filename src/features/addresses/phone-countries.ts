/**
 * Dial codes for the contact-number country dropdown. Country names come from `Intl.DisplayNames` in the
 * active language, so no translations are shipped for them.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, as the config's `country`. */
  code: string;
  dial: string;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'AE', dial: '+971' },
  { code: 'SA', dial: '+966' },
  { code: 'QA', dial: '+974' },
  { code: 'KW', dial: '+965' },
  { code: 'BH', dial: '+973' },
  { code: 'OM', dial: '+968' },
  { code: 'EG', dial: '+20' },
  { code: 'JO', dial: '+962' },
  { code: 'LB', dial: '+961' },
  { code: 'IQ', dial: '+964' },
  { code: 'MA', dial: '+212' },
  { code: 'TR', dial: '+90' },
  { code: 'IN', dial: '+91' },
  { code: 'PK', dial: '+92' },
  { code: 'BD', dial: '+880' },
  { code: 'PH', dial: '+63' },
  { code: 'GB', dial: '+44' },
  { code: 'US', dial: '+1' },
];

export function countryFor(code: string | null | undefined): PhoneCountry {
  return PHONE_COUNTRIES.find((country) => country.code === code?.toUpperCase()) ?? (PHONE_COUNTRIES[0] as PhoneCountry);
}

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
