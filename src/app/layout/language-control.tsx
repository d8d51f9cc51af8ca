/**
 * Language switch: the button names the other language (in that language); choosing it asks for
 * confirmation, stores language, direction and country, and reloads (spec).
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { getLanguage, LANGUAGES, t } from '@/lib/i18n';
import { updateSession } from '@/lib/session';

const ConfirmDialog = lazy(() => import('@/components/ui/dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export function LanguageControl() {
  const current = getLanguage();
  const other = LANGUAGES.find((entry) => entry.code !== current) ?? LANGUAGES[0];
  const [asking, setAsking] = useState(false);
  if (!other) return null;
  return (
    <>
      <Button variant="ghost" onPress={() => setAsking(true)} aria-label={`${t('layout.language')}: ${other.nativeName}`}>
        <Icon name="globe" />
        <span lang={other.code}>{other.nativeName}</span>
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={t('layout.changeLanguageTitle')}
            message={t('layout.changeLanguageMessage', { language: other.nativeName })}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              updateSession({ language: other.code, direction: other.direction, country: other.country });
              window.location.reload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
