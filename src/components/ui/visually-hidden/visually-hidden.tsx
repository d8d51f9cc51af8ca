import type { ReactNode } from 'react';
import { visuallyHidden } from '@/styles/utils.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
