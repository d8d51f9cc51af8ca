import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml keeps only safe operator markup', () => {
  it('keeps headings, paragraphs and lists', () => {
    expect(sanitiseHtml('<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>a</li></ul>')).toBe('<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>a</li></ul>');
  });

  it('drops scripts, event handlers and unknown tags', () => {
    expect(sanitiseHtml('<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('<p>Hi</p>');
  });

  it('keeps only safe link targets', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitiseHtml('1 < 2')).toBe('1 &lt; 2');
  });
});
