/**
 * The page a navigation receives: the built shell (`index.html`) with the first screen's public answers in a
 * JSON block the browser never executes, the runtime configuration in another (in place of the shell's
 * `runtime-config.js` script), and hints that start the route's files and its largest picture at once. Pure
 * string work; the shell's inline scripts are untouched, so the security policy's hashes still hold.
 */
import { ANSWERS_ELEMENT_ID, RUNTIME_CONFIG_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, scriptSafeJson, type FirstScreenAnswers } from '../../common/first-screen/context';
import { serialiseServerState, type ServerState } from '../../common/first-screen/render';
import { HELD_SCRIPTS_ELEMENT_ID } from '../../common/first-screen/held-scripts';
import { THEME_ATTRIBUTE, type ThemeChoice } from '../../common/first-screen/theme';
import type { Preloads } from './assets';

export interface PageParts {
  answers: FirstScreenAnswers | null;
  preloads: Preloads;
  /** The route's largest picture, when the answers name it (absolute http(s) URL or a same-origin path). */
  picture: string | null;
  /** The server's markup of the first screen and what it was rendered with, when it rendered one. */
  rendered: { html: string; state: ServerState; language: string; direction: 'ltr' | 'rtl' } | null;
  /** The runtime configuration's values, when the server could read them (else the page loads the file). */
  runtimeConfig?: Record<string, unknown> | null;
  /** The customer's theme (its cookie), named on a rendered page's root for the shell's script (first-screen/theme.ts). */
  theme?: ThemeChoice | null;
}

/** The shell's tag for the runtime configuration file. */
export const RUNTIME_CONFIG_SCRIPT = '<script defer src="/runtime-config.js"></script>';

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
  const { rendered } = parts;
  // With the screen's markup in the page, its styles must be there before the first paint; without, they are
  // only fetched early for the app to apply.
  const styleLink = rendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const scripts = parts.preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  const hints = [
    ...(parts.picture ? [`<link rel="preload" as="image" href="${escapeAttribute(parts.picture)}" fetchpriority="high">`] : []),
    ...parts.preloads.styles.map((href) => `<link ${styleLink} crossorigin href="${escapeAttribute(href)}">`),
    // With the markup in the page, the route's scripts make it interactive, they do not paint it: the page holds
    // them back until its first frame (src/lib/first-screen/held-scripts.ts). Without markup, they start at once.
    ...(rendered && scripts.length > 0 ? [`<template id="${HELD_SCRIPTS_ELEMENT_ID}">${scripts.join('')}</template>`] : scripts),
  ];
  // The data blocks close the body: the app reads them when its scripts run, after the whole document is
  // parsed, so the markup above them is painted while they still arrive (they can be most of the page's bytes).
  const blocks = [
    ...(parts.answers ? [`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${answersText(parts.answers)}</script>`] : []),
    ...(rendered ? [`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serialiseServerState(rendered.state)}</script>`] : []),
  ];
  let page = shell;
  if (parts.runtimeConfig) {
    const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(parts.runtimeConfig).replace(/</g, '\\u003c')}</script>`;
    page = page.replace(RUNTIME_CONFIG_SCRIPT, () => block);
  }
  if (rendered) {
    const theme = parts.theme ? ` ${THEME_ATTRIBUTE}="${parts.theme}"` : '';
    page = page.replace('<html lang="en" dir="ltr">', `<html lang="${escapeAttribute(rendered.language)}" dir="${rendered.direction}"${theme}>`);
    page = page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  }
  return insertBefore(insertBefore(page, '</head>', hints), '</body>', blocks);
}

// A kept answer (or the data parsed from it) is the same object for every page that carries it: its text is made once.
const texts = new WeakMap<object, string>();
function textOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return scriptSafeJson(body);
  let text = texts.get(body);
  if (text === undefined) texts.set(body, (text = scriptSafeJson(body)));
  return text;
}

/** The answers block's text: `serialiseAnswers`'s JSON, each answer's part made once. */
export function answersText(block: FirstScreenAnswers): string {
  const answers = Object.entries(block.answers)
    .filter(([, body]) => body !== undefined)
    .map(([key, body]) => `${scriptSafeJson(key)}:${textOf(body)}`);
  return `{"headers":${scriptSafeJson(block.headers)},"answers":{${answers.join(',')}}}`;
}

function insertBefore(page: string, tag: string, lines: string[]): string {
  const at = page.lastIndexOf(tag);
  return lines.length === 0 || at < 0 ? page : `${page.slice(0, at)}${lines.join('\n')}\n${page.slice(at)}`;
}
