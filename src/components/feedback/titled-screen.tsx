import type { ReactNode } from 'react';
import { container, pageTitle } from '@/styles/utils.css';

/** A screen's frame: the page heading and its content. */
export function TitledScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 16 }}>
      <h1 className={pageTitle}>{title}</h1>
      {children}
    </div>
  );
}
