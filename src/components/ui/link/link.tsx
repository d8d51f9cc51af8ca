/**
 * Link (react-aria-components): in-app links navigate through the router (RouterProvider in the app);
 * external links open in a new tab without handing the page to the target.
 */
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import * as buttonStyles from '../button/button.css';
import { link as linkStyle } from './link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  /** Render as a button-looking link. */
  appearance?: 'text' | keyof typeof buttonStyles.variants;
  external?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Link({ appearance = 'text', external = false, className, children, ...rest }: LinkProps) {
  const look = appearance === 'text' ? linkStyle : `${buttonStyles.base} ${buttonStyles.variants[appearance]} ${buttonStyles.sizes.md}`;
  return (
    <AriaLink {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={[look, className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </AriaLink>
  );
}

