/**
 * A home section: heading (with its page link when the section has one) and content. Sections follow the hero
 * and its banners, below the first screen: the browser lays them out and asks for their pictures only as they
 * come near (belowTheFold).
 */
import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { belowTheFold } from '@/styles/layout.css';
import * as styles from './home.css';

export function HomeSection({ id, title, subtitle, href, linkLabel, children }: { id: string; title: string; subtitle?: string; href?: string; linkLabel?: string; children: ReactNode }) {
  return (
    <section className={`${styles.section} ${belowTheFold}`} aria-labelledby={id}>
      <SectionHeader id={id} title={title} subtitle={subtitle} href={href} linkLabel={linkLabel} />
      {children}
    </section>
  );
}
