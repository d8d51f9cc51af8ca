/**
 * "Continue with Google / Facebook / Apple", only for providers switched on (see login-mode.ts). The
 * provider round trip is not part of this storefront yet: a press says so instead of failing silently.
 * No client secret or key is ever needed here; providers' public ids stay in the config.
 */
import { Button } from '@/components/ui/button/button';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import type { SocialProvider } from '../login-mode';
import * as styles from './auth.css';

const NAMES: Record<SocialProvider, () => string> = {
  google: () => t('account.providers.google'),
  facebook: () => t('account.providers.facebook'),
  apple: () => t('account.providers.apple'),
};

export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className={styles.stack}>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" fullWidth onPress={() => notify.info(t('account.socialUnavailable', { provider: NAMES[provider]() }))}>
          {t('account.continueWith', { provider: NAMES[provider]() })}
        </Button>
      ))}
    </div>
  );
}
