/**
 * Dark/light toggle; the choice is kept (first-screen/theme.ts) and applied before paint on the next load. In the
 * header it is an icon; in the menu drawer it shows its label too.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { chooseTheme } from '@/lib/first-screen/theme';
import { t } from '@/lib/i18n';

function isDark(): boolean {
  return document.documentElement.classList.contains('theme-dark');
}

// Every toggle on the page (header and menu) follows one choice. The server, which cannot know it, renders
// light; a dark page corrects the icon right after hydration.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const dark = useBrowserStore(subscribe, isDark, () => false);
  const toggle = () => {
    chooseTheme(document.documentElement, !dark);
    listeners.forEach((listener) => listener());
  };
  const icon = <Icon name={dark ? 'sun' : 'moon'} />;
  return showLabel ? (
    <PlainButton variant="ghost" aria-pressed={dark} onPress={toggle}>
      {icon}
      {t('layout.darkTheme')}
    </PlainButton>
  ) : (
    <PlainButton variant="ghost" iconOnly aria-label={t('layout.darkTheme')} aria-pressed={dark} onPress={toggle}>
      {icon}
    </PlainButton>
  );
}
