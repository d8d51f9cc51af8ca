/**
 * Link: a plain anchor. In-app paths navigate through the router (wouter's link: a press with a modifier key
 * or another mouse button keeps the browser's own behaviour, a new tab for instance); other links (`tel:`,
 * `mailto:`, `#main`) are the browser's. External links — `external`, or an http(s) URL on another origin —
 * open in a new tab with `rel="noopener noreferrer"` and say so to screen readers. `appearance` renders the
 * link like a button (for calls to action that navigate).
 *
 * Not react-aria's Link: an anchor needs no press or hover machinery (its states are the browser's :hover,
 * :active and :focus-visible), and first screens hold dozens of links, each of which react-aria's Link made a
 * dozen hooks and effects to take over when the page hydrates.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouteLink } from 'wouter';
import { t } from '@/lib/i18n';
import { visuallyHidden } from '@/styles/layout.css';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/plain-button';
import { cx } from '../utils/cx';
import * as styles from './link.css';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'style' | 'href' | 'target' | 'rel' | 'onClick'> {
  href: string;
  /** `text` (underlined), `subtle` (underline on hover) or a button variant. */
  appearance?: 'text' | 'subtle' | ButtonVariant;
  /** Size when rendered as a button. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Force opening in a new tab (otherwise detected for http(s) URLs on other origins). */
  external?: boolean;
  /** Called when the link is followed (before the router navigates). */
  onPress?: () => void;
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

/** A path of this app (not another origin's, not `//host`). */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function Link({ appearance = 'text', size = 'md', fullWidth = false, external, onPress, className, children, href, ...rest }: LinkProps) {
  const opensNewTab = external ?? isExternalHref(href);
  const look = appearance === 'text' ? styles.link : appearance === 'subtle' ? cx(styles.link, styles.subtle) : buttonClassName({ variant: appearance, size, fullWidth });
  const props = { ...rest, className: cx(look, className), onClick: onPress ? () => onPress() : undefined };
  if (isAppPath(href) && !opensNewTab) {
    return (
      <RouteLink href={href} {...props}>
        {children}
      </RouteLink>
    );
  }
  return (
    <a href={href} {...props} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {opensNewTab ? <span className={visuallyHidden}> {t('ui.opensInNewTab')}</span> : null}
    </a>
  );
}
