/**
 * The sign-in view: the password form when password sign-in is on, a switch to sign-in with a code when
 * that is on, the social buttons, and the way to sign up.
 */
import { useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { authOptionsOf } from '../auth-config';
import { openAuthDialog } from '../auth-dialog-store';
import { allowsManual, allowsOtp, allowsSocial } from '../login-mode';
import * as styles from './auth.css';
import { SignInForm } from './sign-in-form';
import { SocialButtons } from './social-buttons';

export default function SignInView() {
  const config = useConfig();
  const options = authOptionsOf(config.data);
  const providers = allowsSocial(options.mode) ? options.providers : [];
  // Social-only with every provider off would leave nothing to press: password sign-in stays then.
  const manual = allowsManual(options.mode) || (!allowsOtp(options.mode) && providers.length === 0);
  const otp = allowsOtp(options.mode);
  return (
    <div className={styles.form}>
      {manual ? <SignInForm /> : null}
      {otp || providers.length > 0 ? (
        <>
          {manual ? <p className={styles.divider}>{t('account.or')}</p> : null}
          {otp ? (
            <Button variant="secondary" icon="phone" fullWidth onPress={() => openAuthDialog('phone_modal')}>
              {t('account.signInWithOtp')}
            </Button>
          ) : null}
          <SocialButtons providers={providers} />
        </>
      ) : null}
      {manual ? (
        <p className={styles.centeredRow}>
          <span>{t('account.noAccount')}</span>
          <Button variant="link" onPress={() => openAuthDialog('sign-up')}>
            {t('account.signUp')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
