/** Content for assistive technology only (hidden visually, still read). `focusable` shows it while focused (skip links). */
import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from '@/styles/layout.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render (default `span`). */
  as?: ElementType;
  id?: string;
}

export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={visuallyHidden} id={id}>
      {children}
    </Element>
  );
}
