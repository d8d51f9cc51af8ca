/**
 * The account dialog and its views (sign-in, sign-up, phone_modal, otp, user_info, is_exist_user). The shell
 * is small; each view is its own lazy chunk. Leaving the page (a link inside, like "Forgot password?")
 * closes it.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '@/api/config';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { t } from '@/lib/i18n';
import { authOptionsOf } from '../auth-config';
import { closeAuthDialog, useAuthDialog, type AuthDialogState } from '../auth-dialog-store';
import { allowsManual, allowsOtp } from '../login-mode';
import * as styles from './auth.css';

const SignInView = lazy(() => import('./sign-in-view'));
const SignUpForm = lazy(() => import('./sign-up-form'));
const PhoneSignInForm = lazy(() => import('./phone-sign-in-form'));
const OtpView = lazy(() => import('./otp-view'));
const UserInfoForm = lazy(() => import('./user-info-form'));
const ExistUserView = lazy(() => import('./exist-user-view'));

function titleOf(state: AuthDialogState): string {
  switch (state.view) {
    case 'sign-in':
      return t('account.signInTitle');
    case 'sign-up':
      return t('account.signUpTitle');
    case 'phone_modal':
      return t('account.signInWithOtp');
    case 'otp':
      return state.step.channel === 'phone' ? t('account.verifyPhoneTitle') : t('account.verifyEmailTitle');
    case 'user_info':
      return t('account.userInfoTitle');
    case 'is_exist_user':
      return t('account.existUserTitle');
  }
}

function ViewOf({ state }: { state: AuthDialogState }) {
  switch (state.view) {
    case 'sign-in':
      return <SignInView />;
    case 'sign-up':
      return <SignUpForm />;
    case 'phone_modal':
      return <PhoneSignInForm />;
    case 'otp':
      return <OtpView step={state.step} />;
    case 'user_info':
      return <UserInfoForm step={state.step} />;
    case 'is_exist_user':
      return <ExistUserView step={state.step} />;
  }
}

export default function AuthDialog() {
  const requested = useAuthDialog();
  const config = useConfig();
  const [location] = useLocation();
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) closeAuthDialog();
  }, [location]);
  if (!requested) return null;
  const mode = authOptionsOf(config.data).mode;
  // With password sign-in off and codes on, "sign in" is the phone form.
  const state: AuthDialogState = requested.view === 'sign-in' && !allowsManual(mode) && allowsOtp(mode) ? { view: 'phone_modal' } : requested;
  // The first views close on a press outside; later steps only on purpose (Escape or Close), so a stray tap keeps the code.
  const early = state.view === 'sign-in' || state.view === 'sign-up' || state.view === 'phone_modal';
  return (
    <Dialog isOpen onOpenChange={(open) => !open && closeAuthDialog()} title={titleOf(state)} size="sm" isDismissable={early} isKeyboardDismissDisabled={false}>
      <Suspense
        fallback={
          <div className={styles.fallback}>
            <Spinner />
          </div>
        }
      >
        <ViewOf key={state.view} state={state} />
      </Suspense>
    </Dialog>
  );
}
