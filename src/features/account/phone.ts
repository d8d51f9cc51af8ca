/** Phone numbers as the API stores them: separators removed, with a leading + (spec §9 "Login OTP phone uses + prefix"). */
export function toApiPhone(value: string): string {
  const compact = value.trim().replace(/[\s()-]/g, '');
  return compact.startsWith('+') ? compact : `+${compact}`;
}
