/** "Install app", shown only when the browser offers installation. */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { usePwa } from '@/lib/pwa';

export function InstallButton() {
  const pwa = usePwa();
  if (!pwa.canInstall) return null;
  return (
    <PlainButton variant="ghost" onPress={() => void pwa.install()}>
      <Icon name="download" />
      {t('common.installApp')}
    </PlainButton>
  );
}
