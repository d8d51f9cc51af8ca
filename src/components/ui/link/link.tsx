/**
 * Link (react-aria-components). In-app hrefs navigate through the router (the app mounts RAC's
 * RouterProvider with wouter's navigate). External links — `external`, or an http(s) URL on another
 * origin — open in a new tab with `rel="noopener noreferrer"` and say so to screen readers.
 * `appearance` renders the link like a button (for calls to action that navigate).
 */
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { t } from '@/lib/i18n';
import { visuallyHidden } from '@/styles/layout.css';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/button';
import { cx } from '../utils/cx';
import * as styles from './link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children' | 'style'> {
  /** `text` (underlined), `subtle` (underline on hover) or a button variant. */
  appearance?: 'text' | 'subtle' | ButtonVariant;
  /** Size when rendered as a button. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Force opening in a new tab (otherwise detected for http(s) URLs on other origins). */
  external?: boolean;
  className?: string;
  children?: ReactNode;
}

export function isExternalHref(href: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  const origin = globalThis.location?.origin;
  try {
    return !origin || new URL(href).origin !== origin;
  } catch {
    return false;
  }
}

export function Link({ appearance = 'text', size = 'md', fullWidth = false, external, className, children, ...rest }: LinkProps) {
  const opensNewTab = external ?? isExternalHref(rest.href);
  const look = appearance === 'text' ? styles.link : appearance === 'subtle' ? cx(styles.link, styles.subtle) : buttonClassName({ variant: appearance, size, fullWidth });
  return (
    <AriaLink {...rest} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={cx(look, className)}>
      {children}
      {opensNewTab ? <span className={visuallyHidden}> {t('ui.opensInNewTab')}</span> : null}
    </AriaLink>
  );
}
