/** A home section: heading (with its page link when the section has one) and content. */
import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import * as styles from './home.css';

export function HomeSection({ id, title, subtitle, href, linkLabel, children }: { id: string; title: string; subtitle?: string; href?: string; linkLabel?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeader id={id} title={title} subtitle={subtitle} href={href} linkLabel={linkLabel} />
      {children}
    </section>
  );
}
