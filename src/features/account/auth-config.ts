/**
 * The sign-in switches the dialog and the forgot-password screen need, read from the config defensively
 * (any missing block means "off", except password sign-in, which stays available; see login-mode.ts).
 */
import type { Config } from '@/api/config';
import { loginMode, socialProviders, type LoginMode, type SocialProvider } from './login-mode';
import type { ResetMethod } from './api/password-reset';

/** The fixed code the server accepts while the config's `demo` flag is on (spec §9 demo OTP hint). */
export const DEMO_OTP = '123456';

export interface AuthOptions {
  mode: LoginMode;
  providers: SocialProvider[];
  /** Show the demo code under the code boxes. */
  demo: boolean;
  /** The referral code field (sign-up, personal info) needs both the wallet and referral earning. */
  referral: boolean;
  /** How a forgotten password can be reset: by SMS when SMS is active, by mail when mail is active. */
  resetMethods: ResetMethod[];
}

export function authOptionsOf(config: Config | undefined): AuthOptions {
  const central = config?.centralize_login ?? null;
  const statuses = [
    ...(config?.social_login ?? []),
    ...(config?.apple_login ?? []).map((entry) => ({ login_medium: entry.login_medium ?? 'apple', status: entry.status })),
  ];
  const resetMethods: ResetMethod[] = [];
  if (config?.is_sms_active) resetMethods.push('phone');
  if (config?.is_mail_active) resetMethods.push('email');
  return {
    mode: loginMode(central),
    providers: socialProviders(central, statuses),
    demo: config?.demo === true,
    referral: config?.customer_wallet_status === 1 && config.ref_earning_status === 1,
    resetMethods,
  };
}
