/**
 * Dark/light toggle; the choice is kept under `theme` and applied before paint on the next load. In the
 * header it is an icon; in the menu drawer it shows its label too.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';

function isDark(): boolean {
  return document.documentElement.classList.contains('theme-dark');
}

export function ThemeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const [dark, setDark] = useState(isDark);
  const toggle = () => {
    const next = !dark;
    const root = document.documentElement;
    root.classList.toggle('theme-dark', next);
    root.classList.toggle('theme-light', !next);
    root.style.colorScheme = next ? 'dark' : 'light';
    try {
      localStorage.setItem('theme', next ? 'dark' : 'light');
    } catch {
      // The choice still applies to this page.
    }
    setDark(next);
  };
  const icon = <Icon name={dark ? 'sun' : 'moon'} />;
  return showLabel ? (
    <Button variant="ghost" aria-pressed={dark} onPress={toggle}>
      {icon}
      {t('layout.darkTheme')}
    </Button>
  ) : (
    <Button variant="ghost" iconOnly aria-label={t('layout.darkTheme')} aria-pressed={dark} onPress={toggle}>
      {icon}
    </Button>
  );
}
