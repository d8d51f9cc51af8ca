/**
 * Language switch: the button names the other language (in that language); choosing it asks for
 * confirmation, stores language, direction and country (and the chosen module's name in the new language),
 * and reloads (spec).
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { ConfirmDialogOnDemand } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { Icon } from '@/components/ui/icon/icon';
import { getLanguage, LANGUAGES, t } from '@/lib/i18n';
import { getModules } from '@/api/modules';
import { getSession, updateSession } from '@/lib/session';

/** How long the switch waits for the chosen module's name in the new language before reloading anyway. */
const NAME_WAIT_MS = 3000;

/** Stores the new language and, when it can be had quickly, the chosen module's name in that language. */
async function switchLanguage(language: (typeof LANGUAGES)[number]): Promise<void> {
  updateSession({ language: language.code, direction: language.direction, country: language.country });
  const { module, zoneId } = getSession();
  if (!module || !zoneId) return;
  try {
    const named = (await getModules(zoneId, AbortSignal.timeout(NAME_WAIT_MS))).find((entry) => entry.id === module.id);
    if (named) updateSession({ module: { ...module, module_name: named.module_name } });
  } catch {
    // Offline or slow: the stored name stays until the module is chosen again.
  }
}

export function LanguageControl() {
  const current = getLanguage();
  const other = LANGUAGES.find((entry) => entry.code !== current) ?? LANGUAGES[0];
  const [asking, setAsking] = useState(false);
  if (!other) return null;
  return (
    <>
      <PlainButton variant="ghost" onPress={() => setAsking(true)} aria-label={`${t('layout.language')}: ${other.nativeName}`}>
        <Icon name="globe" />
        <span lang={other.code}>{other.nativeName}</span>
      </PlainButton>
      <ConfirmDialogOnDemand
        isOpen={asking}
        title={t('layout.changeLanguageTitle')}
        message={t('layout.changeLanguageMessage', { language: other.nativeName })}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void switchLanguage(other).finally(() => window.location.reload());
        }}
      />
    </>
  );
}
