/**
 * The talon every account view shares: takes a sign-in answer and does what it asks — save the token and
 * leave (toast, refresh the customer's data, go where the spec says), or move the dialog to the next step.
 */
import { useLocation } from 'wouter';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQueryClient } from '@/lib/query';
import { getSession, updateSession } from '@/lib/session';
import type { AuthAnswer } from './api/auth';
import { closeAuthDialog, showAuthStep } from './auth-dialog-store';
import { destinationAfterAuth, nextAuthStep, type AuthOrigin } from './auth-flow';

export interface FlowContext {
  origin: AuthOrigin;
  loginType: 'otp' | 'manual';
  phone: string | null;
  email: string | null;
  /** The code just accepted (kept for "Is it you?", which sends it again). */
  otp?: string;
  /** Sends a code again for the verification step. */
  resend: () => Promise<unknown>;
}

export function useAuthFlow() {
  const [pathname, navigate] = useLocation();
  const queryClient = useQueryClient();

  const finish = (token: string, origin: AuthOrigin) => {
    closeAuthDialog();
    updateSession({ token });
    // Profile, addresses, carts and wishlist now belong to the customer: fetch them again.
    void queryClient.invalidateQueries();
    notify.success(origin === 'sign-up' ? t('account.signUpSuccess') : t('account.loggedIn'));
    const session = getSession();
    const target = destinationAfterAuth(origin, { pathname, hasZone: session.zoneId !== null, moduleType: session.module?.module_type ?? null });
    if (target) navigate(target);
  };

  /** Applies an answer; returns a message to show when the answer asks for nothing we know. */
  const proceed = (answer: AuthAnswer, context: FlowContext): string | null => {
    const step = nextAuthStep(answer);
    switch (step.kind) {
      case 'signed-in':
        finish(step.token, context.origin);
        return null;
      case 'confirm-account':
        if (!context.phone || !context.otp) return t('common.genericError');
        showAuthStep({ view: 'is_exist_user', step: { phone: context.phone, otp: context.otp, account: step.account } });
        return null;
      case 'verify':
        showAuthStep({
          view: 'otp',
          step: {
            channel: step.channel,
            contact: step.channel === 'phone' ? context.phone : (answer.email ?? context.email),
            loginType: context.loginType,
            origin: context.origin,
            resend: context.resend,
          },
        });
        return null;
      case 'personal-info':
        showAuthStep({ view: 'user_info', step: { loginType: context.loginType, phone: context.phone, email: answer.email ?? context.email } });
        return null;
      case 'unexpected':
        return step.message ?? t('common.genericError');
    }
  };

  return { proceed, finish };
}
