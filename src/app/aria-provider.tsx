// Router and locale context for react-aria-components, mounted once: RAC links navigate through wouter and
// every RAC component formats and lays out for the active language.
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { getLanguage } from '@/lib/i18n';

export function AriaProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <I18nProvider locale={getLanguage() === 'ar' ? 'ar-SA' : 'en-US'}>{children}</I18nProvider>
    </RouterProvider>
  );
}
