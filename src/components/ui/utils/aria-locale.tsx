/**
 * react-aria's context, given by the components that render react-aria's own rather than by the app's shell:
 * the shell's provider put react-aria's locale and routing code in the script every page starts with, while
 * most first screens render only native controls. Each component here that renders a react-aria root (a
 * button, a field, an overlay, a menu, the toasts) renders it inside `AriaLocale`, so it formats, reads its
 * own labels and lays out (right to left in Arabic) for the active language; a language change reloads the
 * page. A menu whose items are links navigates through the router (`AriaLinks`).
 */
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { getLanguage } from '@/lib/i18n';

/** The locale react-aria formats and lays out for: Arabic (Saudi Arabia's conventions) or US English. */
export const ariaLocale = (): string => (getLanguage() === 'ar' ? 'ar-SA' : 'en-US');

export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={ariaLocale()}>{children}</I18nProvider>;
}

/** react-aria's links (a menu item with an `href`) navigate within the app, through wouter. */
export function AriaLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}
