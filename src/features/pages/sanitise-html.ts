/**
 * Keeps only a safe subset of HTML from operator content: a fixed set of tags, no attributes except `href`
 * on links (http, https, mailto, tel only). Everything else is dropped or escaped.
 */
const ALLOWED = new Set(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a']);

const escape = (text: string) => text.replace(/&(?!(amp|lt|gt|quot|#39|nbsp);)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitiseHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1>/gi, '')
    .split(/(<[^>]*>)/g)
    .map((part) => {
      const tag = /^<\s*(\/?)\s*([a-zA-Z0-9]+)([^>]*)>$/.exec(part);
      if (!tag) return part.startsWith('<') ? '' : escape(part);
      const [, closing, rawName, attributes] = tag;
      const name = (rawName ?? '').toLowerCase();
      if (!ALLOWED.has(name)) return '';
      if (closing) return `</${name}>`;
      if (name === 'a') {
        const href = /href\s*=\s*["']([^"']*)["']/i.exec(attributes ?? '')?.[1] ?? '';
        const safe = /^(https?:|mailto:|tel:)/i.test(href) ? href.replace(/"/g, '&quot;') : '';
        return safe ? `<a href="${safe}" rel="noopener noreferrer" target="_blank">` : '<a>';
      }
      return `<${name}>`;
    })
    .join('');
}
