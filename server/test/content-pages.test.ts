/**
 * The operator's content pages as the clients call them (`about-us`, `privacy-policy`, `terms-and-conditions`,
 * `refund-policy`, `shipping-policy`, `cancelation`): a bare JSON string of HTML in the language of
 * `X-localization`, English without it. Each is a real page about the whole marketplace, in both languages:
 * long enough to read as one, in sections with headings and lists, with only the markup an operator's editor
 * produces, and with the amounts the business settings run on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../db/seed/settings';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const PAGES = ['about-us', 'privacy-policy', 'terms-and-conditions', 'refund-policy', 'shipping-policy', 'cancelation'] as const;
type Page = (typeof PAGES)[number];
const LANGUAGES = ['en', 'ar'] as const;

/** A page's markup, read the way the test needs it: its elements, text, headings, list items and links. */
interface PageMarkup {
  html: string;
  text: string;
  /** Every element: its tag and the names of its attributes. */
  elements: { tag: string; attributes: string[] }[];
  headings: string[];
  /** The tag of the element after each heading. */
  afterHeadings: (string | undefined)[];
  items: number;
  links: { href: string; text: string }[];
}

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? '');
const plain = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

function markup(html: string): PageMarkup {
  const elements = [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, tag = '', attributes = '']) => ({
    tag: tag.toLowerCase(),
    attributes: [...attributes.matchAll(/([^\s=]+)\s*(?:=\s*"[^"]*")?/g)].map(([, name = '']) => name.toLowerCase()),
  }));
  return {
    html,
    text: plain(html),
    elements,
    headings: [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map(([, inner = '']) => plain(inner)),
    afterHeadings: [...html.matchAll(/<\/h2>\s*<([a-z0-9]+)/g)].map(([, tag]) => tag),
    items: [...html.matchAll(/<li>/g)].length,
    links: [...html.matchAll(/<a href="([^"]*)">(.*?)<\/a>/g)].map(([, href = '', inner = '']) => ({ href, text: plain(inner) })),
  };
}

const answers = new Map<string, Promise<PageMarkup>>();

/** The page's markup; each page and language is asked for once (the answer never changes within a run). */
function page(path: Page, language?: string): Promise<PageMarkup> {
  const key = `${path}|${language ?? ''}`;
  if (!answers.has(key)) answers.set(key, fetchPage(path, language));
  return answers.get(key) as Promise<PageMarkup>;
}

async function fetchPage(path: Page, language?: string): Promise<PageMarkup> {
  const answer = await http.get<string>(`/api/v1/${path}`, { headers: language ? { 'X-localization': language } : {} });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof answer.body).toBe('string');
  return markup(answer.body);
}

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
/** Letters outside links to the support channels (their addresses and numbers are Latin in every language). */
function proseLetters(page: PageMarkup, script: RegExp): { inScript: number; all: number } {
  const prose = plain(page.html.replace(/<a href="(mailto|tel):[^"]*">.*?<\/a>/g, '')).replace(/\bIP\b/g, '');
  const letters = prose.match(/\p{L}/gu) ?? [];
  return { inScript: letters.filter((letter) => script.test(letter)).length, all: letters.length };
}

describe.each(LANGUAGES)('every page in %s', (language) => {
  it.each(PAGES)('%s reads as a real page: 250 words or more, in sections with headings and lists', async (path) => {
    const markup = await page(path, language);
    expect(words(markup.text).length).toBeGreaterThanOrEqual(250);
    expect(markup.headings.length).toBeGreaterThanOrEqual(5);
    for (const heading of markup.headings) expect(words(heading).length).toBeGreaterThan(0);
    expect(markup.items).toBeGreaterThanOrEqual(4);
    // Every section says something: a heading is followed by a paragraph or a list, never by another heading.
    expect(markup.afterHeadings).toHaveLength(markup.headings.length);
    for (const tag of markup.afterHeadings) expect(tag).toMatch(/^(p|ul|ol)$/);
  });

  it.each(PAGES)('%s uses only the markup of an operator\'s editor, and its links go where they say', async (path) => {
    const markup = await page(path, language);
    const tags = new Set(markup.elements.map((element) => element.tag));
    expect([...tags].filter((tag) => !['h2', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'].includes(tag))).toEqual([]);
    for (const element of markup.elements) expect(element.attributes.filter((name) => !(element.tag === 'a' && name === 'href'))).toEqual([]);
    expect(markup.links.length).toBe(markup.elements.filter((element) => element.tag === 'a').length);
    for (const link of markup.links) {
      expect(link.href).toMatch(/^(mailto:|tel:|\/[a-z])/);
      if (link.href.startsWith('mailto:')) expect(link.text).toBe(link.href.slice('mailto:'.length));
      if (link.href.startsWith('tel:')) expect(link.text.replace(/\s/g, '')).toBe(link.href.slice('tel:'.length));
    }
  });
});

describe('languages', () => {
  it.each(PAGES)('%s is English without X-localization, with it set to en or to a language the server does not have', async (path) => {
    const english = (await page(path)).html;
    expect(english).not.toMatch(/[\u0600-\u06ff]/);
    expect((await page(path, 'en')).html).toBe(english);
    expect((await page(path, 'fr')).html).toBe(english);
  });

  it.each(PAGES)('%s in Arabic is written in Arabic, not transliterated, and says as much as the English', async (path) => {
    const arabic = await page(path, 'ar');
    const letters = proseLetters(arabic, /[\u0600-\u06ff]/u);
    expect(letters.inScript / letters.all).toBeGreaterThan(0.98);
    expect((await page(path, 'ar-AE')).html).toBe(arabic.html);
    const english = await page(path, 'en');
    expect(arabic.headings.length).toBe(english.headings.length);
    expect(arabic.items).toBe(english.items);
    const ratio = words(arabic.text).length / words(english.text).length;
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.3);
  });
});

describe('what the pages cover', () => {
  const covers: Record<Page, Record<'en' | 'ar', string[]>> = {
    'terms-and-conditions': {
      en: ['order', 'deliver', 'parcel', 'rental', 'pay', 'wallet', 'loyalty', 'account', 'coupon', 'review'],
      ar: ['طلب', 'توصيل', 'الطرود', 'تأجير', 'الدفع', 'المحفظة', 'الولاء', 'حساب', 'القسائم', 'التقييمات'],
    },
    'privacy-policy': {
      en: ['order', 'address', 'location', 'payment', 'wallet', 'loyalty', 'account', 'rider', 'cookie'],
      ar: ['طلب', 'عنوان', 'موقعك', 'الدفع', 'المحفظة', 'الولاء', 'حساب', 'المندوب', 'ارتباط'],
    },
    'refund-policy': { en: ['order', 'parcel', 'rental', 'wallet', 'card', 'loyalty', 'guest'], ar: ['طلب', 'طرد', 'التأجير', 'المحفظة', 'بطاقتك', 'الولاء', 'الضيوف'] },
    'cancelation': { en: ['order', 'parcel', 'rental', 'wallet', 'cash on delivery', 'scheduled'], ar: ['طلب', 'الطرد', 'التأجير', 'محفظتك', 'الدفع عند الاستلام', 'المجدول'] },
    'shipping-policy': { en: ['zone', 'delivery fee', 'parcel', 'schedule', 'rider', 'takeaway', 'cash on delivery'], ar: ['مناطق', 'رسوم التوصيل', 'الطرود', 'جدولة', 'المندوب', 'الاستلام من المتجر', 'الدفع عند الاستلام'] },
    'about-us': { en: ['food', 'grocer', 'pharmacy', 'shop', 'parcel', 'rental', 'wallet', 'loyalty', 'account'], ar: ['الطعام', 'البقالة', 'الصيدلية', 'التسوق', 'الطرود', 'التأجير', 'المحفظة', 'الولاء', 'حساب'] },
  };

  it.each(PAGES)('%s speaks of the whole marketplace, not one of its services', async (path) => {
    for (const language of LANGUAGES) {
      const text = (await page(path, language)).text.toLowerCase();
      for (const topic of covers[path][language]) expect(text, `${path} (${language}) about "${topic}"`).toContain(topic);
    }
  });

  it('states the amounts the business settings run on, in both languages', async () => {
    const freeOver = String((SETTINGS.admin_free_delivery as { free_delivery_over: number }).free_delivery_over);
    const returnFee = String((SETTINGS.parcel_cancellation_basic_setup as { return_fee: number }).return_fee);
    const returnHours = String((SETTINGS.parcel_return_time_fee as { return_time: number }).return_time);
    const facts: [Page, string[]][] = [
      ['shipping-policy', [freeOver, String(SETTINGS.schedule_order_slot_duration)]],
      ['cancelation', [returnFee, returnHours]],
      ['terms-and-conditions', [`${SETTINGS.loyalty_point_item_purchase_point}%`, String(SETTINGS.loyalty_point_minimum_point), String(SETTINGS.loyalty_point_exchange_rate), String(SETTINGS.ref_earning_exchange_rate)]],
    ];
    for (const [path, numbers] of facts) {
      for (const language of LANGUAGES) {
        const { text } = await page(path, language);
        for (const number of numbers) expect(text, `${path} (${language})`).toMatch(new RegExp(`(^|[^\\d])${number}([^\\d]|$)`));
      }
    }
  });

  it('gives the support channels of the business settings', async () => {
    for (const path of ['about-us', 'privacy-policy', 'refund-policy'] as const) {
      for (const language of LANGUAGES) {
        const hrefs = (await page(path, language)).links.map((link) => link.href);
        expect(hrefs).toContain(`mailto:${SETTINGS.email}`);
        expect(hrefs).toContain(`tel:${SETTINGS.phone}`);
      }
    }
  });
});
