/**
 * "Install app", shown only when the browser offers installation (the offer is listened for from the start,
 * lib/pwa-state.ts; this button loads once the page is quiet).
 */
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { useInstallOffer } from '@/lib/pwa';

export default function InstallButton() {
  const pwa = useInstallOffer();
  if (!pwa.canInstall) return null;
  return (
    <PlainButton variant="ghost" onPress={() => void pwa.install()}>
      <Icon name="download" />
      {t('common.installApp')}
    </PlainButton>
  );
}
