/** Dark/light toggle; the choice is kept under `theme` and applied before paint on the next load. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';

function isDark(): boolean {
  return document.documentElement.classList.contains('theme-dark');
}

export function ThemeToggle() {
  const [dark, setDark] = useState(isDark);
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={t('layout.darkTheme')}
      aria-pressed={dark}
      onPress={() => {
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
      }}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </Button>
  );
}
