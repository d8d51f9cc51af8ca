/**
 * Which sign-in methods the operator allows, from the config's central login flags (otp, manual, social),
 * as one mode: all, otp_manual, otp_social, manual_social, otp, manual or social. Social providers show only
 * when their own status is true and the central social flag (and that provider's flag) is 1.
 */
export type LoginMode = 'all' | 'otp_manual' | 'otp_social' | 'manual_social' | 'otp' | 'manual' | 'social';

export interface LoginFlags {
  otp_login_status?: number;
  manual_login_status?: number;
  social_login_status?: number;
  google_login_status?: number;
  facebook_login_status?: number;
  apple_login_status?: number;
}

export function loginMode(flags: LoginFlags | null | undefined): LoginMode {
  const otp = flags?.otp_login_status === 1;
  const manual = flags?.manual_login_status === 1;
  const social = flags?.social_login_status === 1;
  if (otp && manual && social) return 'all';
  if (otp && manual) return 'otp_manual';
  if (otp && social) return 'otp_social';
  if (manual && social) return 'manual_social';
  if (otp) return 'otp';
  if (social) return 'social';
  // With nothing switched on, password sign-in stays available rather than locking everyone out.
  return 'manual';
}

export const allowsManual = (mode: LoginMode) => mode === 'all' || mode === 'otp_manual' || mode === 'manual_social' || mode === 'manual';
export const allowsOtp = (mode: LoginMode) => mode === 'all' || mode === 'otp_manual' || mode === 'otp_social' || mode === 'otp';
export const allowsSocial = (mode: LoginMode) => mode === 'all' || mode === 'otp_social' || mode === 'manual_social' || mode === 'social';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** Providers to offer: the provider's own status true and its central flag on. */
export function socialProviders(flags: LoginFlags | null | undefined, statuses: { login_medium: string; status: boolean }[]): SocialProvider[] {
  if (!flags || flags.social_login_status !== 1) return [];
  const central: Record<SocialProvider, number | undefined> = { google: flags.google_login_status, facebook: flags.facebook_login_status, apple: flags.apple_login_status };
  return (['google', 'facebook', 'apple'] as const).filter((provider) => central[provider] === 1 && statuses.some((entry) => entry.login_medium === provider && entry.status));
}
