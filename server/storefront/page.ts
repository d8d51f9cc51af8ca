/**
 * The page a navigation receives: the built shell (`index.html`) with the first screen's public answers in a
 * JSON block the browser never executes, and hints that start the route's files and its largest picture at
 * once. Pure string work; the shell's inline scripts are untouched, so the security policy's hashes still hold.
 */
import { ANSWERS_ELEMENT_ID, serialiseAnswers, type FirstScreenAnswers } from '../../src/lib/first-screen/context';
import type { Preloads } from './assets';

export interface PageParts {
  answers: FirstScreenAnswers | null;
  preloads: Preloads;
  /** The route's largest picture, when the answers name it (absolute http(s) URL or a same-origin path). */
  picture: string | null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function isPictureUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function composePage(shell: string, parts: PageParts): string {
  const hints = [
    ...(parts.picture ? [`<link rel="preload" as="image" href="${escapeAttribute(parts.picture)}" fetchpriority="high">`] : []),
    ...parts.preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...parts.preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
    ...(parts.answers ? [`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${serialiseAnswers(parts.answers)}</script>`] : []),
  ];
  if (hints.length === 0) return shell;
  const at = shell.lastIndexOf('</head>');
  return at < 0 ? shell : `${shell.slice(0, at)}${hints.join('\n')}\n${shell.slice(at)}`;
}
