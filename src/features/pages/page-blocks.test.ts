// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingsOf, readPageHtml, safeLink, type Block, type Inline } from './page-blocks';

const ORIGIN = 'https://shop.example';
const read = (html: string) => readPageHtml(html, ORIGIN);
const text = (value: string): Inline => ({ kind: 'text', text: value });

afterEach(() => vi.unstubAllGlobals());

describe('readPageHtml', () => {
  it('keeps sections, paragraphs, emphasis and lists, and numbers the headings', () => {
    const blocks = read('<h2>Orders</h2><p>Pay <strong>before</strong> <em>delivery</em>.</p><ul><li>One</li><li>Two</li></ul><h3>Details</h3><ol><li>First</li></ol>');
    expect(blocks).toEqual<Block[]>([
      { kind: 'heading', level: 2, id: 'section-1', children: [text('Orders')] },
      { kind: 'paragraph', children: [text('Pay '), { kind: 'strong', children: [text('before')] }, text(' '), { kind: 'em', children: [text('delivery')] }, text('.')] },
      { kind: 'list', ordered: false, items: [{ children: [text('One')], lists: [] }, { children: [text('Two')], lists: [] }] },
      { kind: 'heading', level: 3, id: 'section-2', children: [text('Details')] },
      { kind: 'list', ordered: true, items: [{ children: [text('First')], lists: [] }] },
    ]);
    expect(headingsOf(blocks)).toEqual([
      { id: 'section-1', level: 2, text: 'Orders' },
      { id: 'section-2', level: 3, text: 'Details' },
    ]);
  });

  it('leaves out scripts, styles, frames, pictures, forms, event handlers and every attribute', () => {
    const blocks = read(
      '<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p><style>p{}</style><iframe src="https://evil.example"></iframe><form><input value="card"><button>Pay</button></form><svg><script>alert(3)</script></svg>',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', children: [text('Hi')] }]);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|steal|evil|card|Pay|color/);
  });

  it('reads text as text: markup written as text, entities and angle brackets never become elements', () => {
    expect(read('<p>1 &lt; 2 &amp;&amp; &lt;img src=x onerror=alert(1)&gt;</p>')).toEqual([{ kind: 'paragraph', children: [text('1 < 2 && <img src=x onerror=alert(1)>')] }]);
  });

  it('reads an editor\'s loose markup: title headings, bare text, spans, divs, empty paragraphs and line breaks', () => {
    const blocks = read('<h1>Terms</h1>Intro text<div><p><span style="font-weight:700">Bold?</span> no</p><p><br></p><p>&nbsp;</p></div><h5>Small</h5><p>Line one<br>Line two<br></p>');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, id: 'section-1', children: [text('Terms')] },
      { kind: 'paragraph', children: [text('Intro text')] },
      { kind: 'paragraph', children: [text('Bold?'), text(' no')] },
      { kind: 'heading', level: 4, id: 'section-2', children: [text('Small')] },
      { kind: 'paragraph', children: [text('Line one'), { kind: 'break' }, text('Line two')] },
    ]);
  });

  it('keeps nested lists under their item, and a paragraph inside an item as its text', () => {
    const [list] = read('<ul><li><p>Parent</p><ul><li>Child</li></ul></li><li>Second<ol><li>A</li></ol></li></ul>');
    expect(list).toEqual({
      kind: 'list',
      ordered: false,
      items: [
        { children: [text('Parent')], lists: [{ kind: 'list', ordered: false, items: [{ children: [text('Child')], lists: [] }] }] },
        { children: [text('Second')], lists: [{ kind: 'list', ordered: true, items: [{ children: [text('A')], lists: [] }] }] },
      ],
    });
  });

  it('reads a table as one line per row, and a quote with its paragraphs', () => {
    expect(read('<table><tr><th>Fee</th><th>AED 5</th></tr><tr><td>Time</td><td>24 h</td></tr></table><blockquote><p>Quoted</p></blockquote>')).toEqual([
      { kind: 'paragraph', children: [text('Fee'), text(' · '), text('AED 5')] },
      { kind: 'paragraph', children: [text('Time'), text(' · '), text('24 h')] },
      { kind: 'quote', blocks: [{ kind: 'paragraph', children: [text('Quoted')] }] },
    ]);
  });

  it('keeps a link only where it may go; a dropped link leaves its text', () => {
    const [paragraph] = read('<p><a href="mailto:help@shop.example">mail</a> <a href="javascript:alert(1)">js</a> <a href="/refund-policy">refunds</a> <a href="https://maps.example/x">map</a> <a>bare</a></p>');
    expect(paragraph).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'link', href: 'mailto:help@shop.example', target: 'mail', children: [text('mail')] },
        text(' '),
        text('js'),
        text(' '),
        { kind: 'link', href: '/refund-policy', target: 'app', children: [text('refunds')] },
        text(' '),
        { kind: 'link', href: 'https://maps.example/x', target: 'external', children: [text('map')] },
        text(' '),
        text('bare'),
      ],
    });
  });

  it('gives the text alone, safely, where there is no HTML parser', () => {
    vi.stubGlobal('DOMParser', undefined);
    expect(readPageHtml('<h2>Title</h2><p>A &amp; B<script>alert(1)</script></p><ul><li>Item</li></ul>', ORIGIN)).toEqual([
      { kind: 'paragraph', children: [text('Title')] },
      { kind: 'paragraph', children: [text('A & B')] },
      { kind: 'paragraph', children: [text('Item')] },
    ]);
  });
});

describe('safeLink', () => {
  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['#top'],
    [''],
    ['mailto:'],
    ['tel:call-me'],
  ])('refuses %j', (href) => {
    expect(safeLink(href, ORIGIN)).toBeNull();
  });

  it.each([
    ['/about-us', { href: '/about-us', target: 'app' }],
    ['refund-policy?x=1#a', { href: '/refund-policy?x=1#a', target: 'app' }],
    ['https://shop.example/privacy-policy', { href: '/privacy-policy', target: 'app' }],
    ['//evil.example/x', { href: 'https://evil.example/x', target: 'external' }],
    ['/\\evil.example', { href: 'https://evil.example/', target: 'external' }],
    ['/\t/evil.example', { href: 'https://evil.example/', target: 'external' }],
    ['http://maps.example/?q=a b', { href: 'http://maps.example/?q=a%20b', target: 'external' }],
    ['mailto:support@shop.example', { href: 'mailto:support@shop.example', target: 'mail' }],
    ['tel:+971 4 555-0100', { href: 'tel:+97145550100', target: 'phone' }],
  ])('sends %j where it says, and nowhere else', (href, expected) => {
    expect(safeLink(href, ORIGIN)).toEqual(expected);
  });
});
