/**
 * An operator's page (HTML from the backend's editor) read into the few things the app renders: section
 * headings, paragraphs, lists (nested too), quotes, emphasis and links. The HTML is parsed by the browser's
 * own parser into an inert document (nothing in it runs or loads) and only that structure is kept: no
 * element, attribute, style or script of the operator's reaches the page, and a link survives only when it
 * goes to an address, a phone number, a page of this app or an http(s) site.
 *
 * Editors differ, so the reading is lenient: a title heading (h1) becomes a section heading, h5 and h6 the
 * smallest one; text outside paragraphs becomes paragraphs; empty paragraphs (`<p><br></p>`) go; a table's
 * rows become lines; images, media and forms are left out.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; target: LinkTarget; children: Inline[] }
  | { kind: 'break' };

/** Where a link goes: a path of this app, another site (a new tab), an email address or a phone number. */
export type LinkTarget = 'app' | 'external' | 'mail' | 'phone';

export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export interface ListItem {
  children: Inline[];
  lists: ListBlock[];
}

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | ListBlock
  | { kind: 'quote'; blocks: Block[] };

export interface Heading {
  id: string;
  level: 2 | 3 | 4;
  text: string;
}

/** Elements left out with everything inside them. */
const DROPPED = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'object', 'embed', 'applet', 'svg', 'math', 'img', 'picture',
  'video', 'audio', 'canvas', 'map', 'form', 'input', 'button', 'select', 'textarea', 'option', 'head', 'title', 'meta', 'link', 'base',
]);
/** Containers whose children are blocks of their own. */
const CONTAINERS = new Set(['div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'figure', 'figcaption', 'address', 'center', 'details', 'summary', 'body', 'html', 'table', 'thead', 'tbody', 'tfoot', 'caption', 'dl', 'dt', 'dd']);
const HEADINGS: Record<string, 2 | 3 | 4> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;
const tagOf = (element: Element) => element.tagName.toLowerCase();

/** The link's safe destination, or null when the link must go (its text stays). */
export function safeLink(raw: string | null, origin: string): { href: string; target: LinkTarget } | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return { href: value, target: 'mail' };
  if (/^tel:\+?[\d\s().-]{3,}$/i.test(value)) return { href: `tel:${value.slice(4).replace(/[^\d+]/g, '')}`, target: 'phone' };
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(origin).origin) {
    // A page of this app (written as a path or as a full address of this site); a bare `#part` link is not kept.
    if (value.startsWith('#')) return null;
    return { href: `${url.pathname}${url.search}${url.hash}`, target: 'app' };
  }
  return { href: url.href, target: 'external' };
}

interface Reader {
  origin: string;
  headings: number;
}

function inlinesOf(nodes: Iterable<Node>, reader: Reader): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) {
      const text = node.textContent ?? '';
      if (text !== '') out.push({ kind: 'text', text });
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (DROPPED.has(tag)) continue;
    if (tag === 'br') out.push({ kind: 'break' });
    else if (tag === 'strong' || tag === 'b') out.push({ kind: 'strong', children: inlinesOf(node.childNodes, reader) });
    else if (tag === 'em' || tag === 'i') out.push({ kind: 'em', children: inlinesOf(node.childNodes, reader) });
    else if (tag === 'a') {
      const link = safeLink(node.getAttribute('href'), reader.origin);
      const children = inlinesOf(node.childNodes, reader);
      if (link && hasText(children)) out.push({ kind: 'link', ...link, children });
      else out.push(...children);
    } else {
      // A block inside running text (a paragraph in a list item, say) starts a new line; other elements
      // (span, u, font, small…) are transparent.
      const block = tag === 'p' || tag === 'div' || tag in HEADINGS || tag === 'li' || tag === 'tr';
      if (block && out.length > 0 && out.at(-1)?.kind !== 'break') out.push({ kind: 'break' });
      out.push(...inlinesOf(node.childNodes, reader));
    }
  }
  return out;
}

function hasText(inlines: Inline[]): boolean {
  return inlines.some((inline) => (inline.kind === 'text' ? inline.text.trim() !== '' : inline.kind !== 'break' && hasText(inline.children)));
}

/** Line breaks at either end of a run say nothing. */
function trimBreaks(inlines: Inline[]): Inline[] {
  let start = 0;
  let end = inlines.length;
  while (start < end && inlines[start]?.kind === 'break') start += 1;
  while (end > start && inlines[end - 1]?.kind === 'break') end -= 1;
  return inlines.slice(start, end);
}

function listOf(element: Element, reader: Reader): ListBlock {
  const items: ListItem[] = [];
  for (const child of element.children) {
    const tag = tagOf(child);
    if (tag === 'ul' || tag === 'ol') {
      // A list written straight inside a list belongs to the item before it.
      const previous = items.at(-1);
      if (previous) previous.lists.push(listOf(child, reader));
      else items.push({ children: [], lists: [listOf(child, reader)] });
      continue;
    }
    if (DROPPED.has(tag)) continue;
    const lists: ListBlock[] = [];
    const content: Node[] = [];
    for (const node of child.childNodes) {
      if (isElement(node) && (tagOf(node) === 'ul' || tagOf(node) === 'ol')) lists.push(listOf(node, reader));
      else content.push(node);
    }
    const children = trimBreaks(inlinesOf(content, reader));
    if (hasText(children) || lists.length > 0) items.push({ children, lists });
  }
  return { kind: 'list', ordered: tagOf(element) === 'ol', items };
}

function blocksOf(nodes: Iterable<Node>, reader: Reader): Block[] {
  const blocks: Block[] = [];
  let run: Node[] = [];
  const paragraph = (children: Inline[]) => {
    const trimmed = trimBreaks(children);
    if (hasText(trimmed)) blocks.push({ kind: 'paragraph', children: trimmed });
  };
  const flush = () => {
    if (run.length > 0) paragraph(inlinesOf(run, reader));
    run = [];
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      if (node.nodeType === TEXT_NODE) run.push(node);
      continue;
    }
    const tag = tagOf(node);
    if (DROPPED.has(tag)) continue;
    const level = HEADINGS[tag];
    if (level) {
      flush();
      const children = trimBreaks(inlinesOf(node.childNodes, reader));
      if (hasText(children)) {
        reader.headings += 1;
        blocks.push({ kind: 'heading', level, id: `section-${reader.headings}`, children });
      }
    } else if (tag === 'p') {
      flush();
      paragraph(inlinesOf(node.childNodes, reader));
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      const list = listOf(node, reader);
      if (list.items.length > 0) blocks.push(list);
    } else if (tag === 'blockquote') {
      flush();
      const inner = blocksOf(node.childNodes, reader);
      if (inner.length > 0) blocks.push({ kind: 'quote', blocks: inner });
    } else if (tag === 'tr') {
      flush();
      // A table row reads as one line: its cells in order.
      const cells = [...node.children].map((cell) => trimBreaks(inlinesOf(cell.childNodes, reader))).filter(hasText);
      paragraph(cells.flatMap((cell, index) => (index === 0 ? cell : [{ kind: 'text', text: ' · ' } as Inline, ...cell])));
    } else if (tag === 'br' || tag === 'hr') {
      flush();
    } else if (CONTAINERS.has(tag)) {
      flush();
      blocks.push(...blocksOf(node.childNodes, reader));
    } else {
      run.push(node);
    }
  }
  flush();
  return blocks;
}

/** The page's structure; `origin` is this app's, so links to its own pages stay in the app. */
export function readPageHtml(html: string, origin: string = globalThis.location?.origin ?? 'http://localhost'): Block[] {
  const reader: Reader = { origin, headings: 0 };
  if (typeof DOMParser === 'undefined') {
    // No parser (a render outside a browser): the text alone, a paragraph per block the markup marked.
    return html
      .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
      .split(/<\/?(?:p|div|h[1-6]|li|ul|ol|br|tr|blockquote)\b[^>]*>/i)
      .map((part) => decodeBasicEntities(part.replace(/<[^>]*>/g, '')).trim())
      .filter((text) => text !== '')
      .map((text) => ({ kind: 'paragraph', children: [{ kind: 'text', text }] }));
  }
  const document = new DOMParser().parseFromString(html, 'text/html');
  return blocksOf(document.body.childNodes, reader);
}

function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[name] ?? '');
}

const plainText = (inlines: Inline[]): string => inlines.map((inline) => (inline.kind === 'text' ? inline.text : inline.kind === 'break' ? ' ' : plainText(inline.children))).join('');

/** The section headings, in order, for the page's table of contents. */
export function headingsOf(blocks: Block[]): Heading[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'heading') return [{ id: block.id, level: block.level, text: plainText(block.children).replace(/\s+/g, ' ').trim() }];
    if (block.kind === 'quote') return headingsOf(block.blocks);
    return [];
  });
}
