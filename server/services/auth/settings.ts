/**
 * The sign-in switches of the business settings (the same values `GET /config` shows the client):
 * `centralize_login.*` (which sign-in methods are on, phone/email verification), `firebase_otp_verification`,
 * `ref_earning_status` (referral codes at sign-up), `demo` (fixed one-time code), `is_sms_active` and
 * `is_mail_active` (whether codes can go out by SMS or mail). Read per request so changes apply at once.
 */
import type { Db } from '../../db/connection';
import { truthy } from '../../http/input';
import { setting } from '../../http/settings';

export interface AuthSettings {
  manualLogin: boolean;
  otpLogin: boolean;
  socialLogin: boolean;
  googleLogin: boolean;
  facebookLogin: boolean;
  appleLogin: boolean;
  phoneVerification: boolean;
  emailVerification: boolean;
  firebaseOtp: boolean;
  referral: boolean;
  demo: boolean;
  smsActive: boolean;
  mailActive: boolean;
}

export function authSettings(db: Db): AuthSettings {
  const central = setting<Record<string, unknown>>(db, 'centralize_login', {});
  const flag = (key: string) => truthy(central?.[key]);
  return {
    manualLogin: flag('manual_login_status'),
    otpLogin: flag('otp_login_status'),
    socialLogin: flag('social_login_status'),
    googleLogin: flag('google_login_status'),
    facebookLogin: flag('facebook_login_status'),
    appleLogin: flag('apple_login_status'),
    phoneVerification: flag('phone_verification_status'),
    emailVerification: flag('email_verification_status'),
    firebaseOtp: truthy(setting(db, 'firebase_otp_verification', 0)),
    referral: truthy(setting(db, 'ref_earning_status', 0)),
    demo: truthy(setting(db, 'demo', false)),
    smsActive: truthy(setting(db, 'is_sms_active', false)),
    mailActive: truthy(setting(db, 'is_mail_active', false)),
  };
}

/** Updates one `centralize_login` switch (tests and operator scripts). */
export function setCentralizeLogin(db: Db, changes: Record<string, 0 | 1>): void {
  const central = setting<Record<string, unknown>>(db, 'centralize_login', {});
  db.prepare('INSERT INTO business_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run('centralize_login', JSON.stringify({ ...central, ...changes }));
}

/** Sets one top-level business setting (tests and operator scripts). */
export function setSetting(db: Db, key: string, value: unknown): void {
  db.prepare('INSERT INTO business_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
}

/**
 * Demo mode is a property of the run (`DEMO_MODE`), not of the database: the `demo` setting the config shows
 * clients (and the code sender reads) is overwritten with it at start-up and after a test reset.
 */
export function applyDemoMode(db: Db, on: boolean): void {
  setSetting(db, 'demo', on);
}
