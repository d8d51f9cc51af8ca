/**
 * An operator's page, rendered from the structure page-blocks.ts read out of its HTML: React elements the app
 * builds itself, so nothing of the operator's markup is ever set as HTML. Links to this app's pages use the
 * router, other sites open in a new tab, and addresses and phone numbers read left to right in Arabic too.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/components/ui/link/link';
import type { Block, Inline, ListBlock } from '../page-blocks';
import * as styles from './page-content.css';

function inlines(children: Inline[]): ReactNode {
  return children.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{inlines(inline.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(inline.children)}</em>;
      case 'link':
        return (
          <Link key={index} href={inline.href} external={inline.target === 'external'} dir={inline.target === 'mail' || inline.target === 'phone' ? 'ltr' : undefined}>
            {inlines(inline.children)}
          </Link>
        );
    }
  });
}

function list(block: ListBlock, key: number): ReactNode {
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List key={key} className={block.ordered ? styles.ordered : styles.bulleted}>
      {block.items.map((item, index) => (
        <li key={index}>
          {inlines(item.children)}
          {item.lists.map((nested, nestedIndex) => list(nested, nestedIndex))}
        </li>
      ))}
    </List>
  );
}

function blocks(items: Block[]): ReactNode {
  return items.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Heading = `h${block.level}` as const;
        return (
          <Heading key={index} id={block.id} className={styles.heading[block.level]}>
            {inlines(block.children)}
          </Heading>
        );
      }
      case 'paragraph':
        return <p key={index}>{inlines(block.children)}</p>;
      case 'list':
        return list(block, index);
      case 'quote':
        return (
          <blockquote key={index} className={styles.quote}>
            {blocks(block.blocks)}
          </blockquote>
        );
    }
  });
}

export function PageContent({ content }: { content: Block[] }) {
  return <div className={styles.content}>{blocks(content)}</div>;
}
