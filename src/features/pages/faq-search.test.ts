import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHelpStrings, resetToEnglish, setLanguage } from '@/lib/i18n';
import { faqEntries, FAQ_TOPICS } from './faq-entries';
import { faqIndex, queryTerms, searchableText, searchFaq, type FaqEntry } from './faq-search';

// The questions are a part of the strings of their own, which the help page loads.
beforeAll(() => loadHelpStrings());
afterEach(() => resetToEnglish());

const entry = (id: string, question: string, answer: string, keywords = ''): FaqEntry => ({ id, topic: 'orders', question, answer, keywords });

const ENTRIES = [
  entry('refund', 'When do I get my refund?', 'Refunds go to your wallet.', 'money back'),
  entry('cancel', 'How do I cancel an order?', 'Cancel it while it is pending; a refund follows.'),
  entry('cod', 'Why can I not pay cash on delivery?', 'It can be limited to orders up to a set amount.', 'cod'),
  entry('إلغاء', 'كيف ألغي طلبًا؟', 'ما دام قيد الانتظار، يُلغى مجانًا خلال ١٤ دقيقة.'),
];
const ids = (found: FaqEntry[]) => found.map((item) => item.id);

describe('searchableText', () => {
  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(searchableText('  Café — CRÈME brûlée!  ')).toBe('cafe creme brulee');
  });

  it('reads Arabic without short vowels or tatweel, with one alef, yeh and teh marbuta, and its digits as digits', () => {
    expect(searchableText('إِلْغَاء')).toBe('الغاء');
    expect(searchableText('أمـــان')).toBe('امان');
    expect(searchableText('آخر')).toBe('اخر');
    expect(searchableText('مستشفى')).toBe('مستشفي');
    expect(searchableText('المحفظة')).toBe('المحفظه');
    expect(searchableText('مسؤول شاطئ')).toBe('مسوول شاطي');
    expect(searchableText('١٤ ۲۰')).toBe('14 20');
  });

  it('splits a query into its words; one of punctuation only has none', () => {
    expect(queryTerms('Cash, on delivery')).toEqual(['cash', 'on', 'delivery']);
    expect(queryTerms(' ?! ')).toEqual([]);
  });
});

describe('searchFaq', () => {
  it('gives every question, in order, while nothing is searched', () => {
    expect(ids(searchFaq(ENTRIES, ''))).toEqual(['refund', 'cancel', 'cod', 'إلغاء']);
    expect(ids(searchFaq(ENTRIES, '   '))).toEqual(['refund', 'cancel', 'cod', 'إلغاء']);
  });

  it('finds a word in the question, the answer or the search words, and questions that say it come first', () => {
    expect(ids(searchFaq(ENTRIES, 'refund'))).toEqual(['refund', 'cancel']);
    expect(ids(searchFaq(ENTRIES, 'money'))).toEqual(['refund']);
    expect(ids(searchFaq(ENTRIES, 'COD'))).toEqual(['cod']);
    expect(ids(searchFaq(ENTRIES, 'pending'))).toEqual(['cancel']);
  });

  it('needs every word of the query, in any order, each the start of a word', () => {
    expect(ids(searchFaq(ENTRIES, 'cancel order'))).toEqual(['cancel']);
    expect(ids(searchFaq(ENTRIES, 'order cancel'))).toEqual(['cancel']);
    expect(ids(searchFaq(ENTRIES, 'cancel wallet'))).toEqual([]);
    expect(ids(searchFaq(ENTRIES, 'deliv'))).toEqual(['cod']);
    // …from the start of a word: "top" is not in "stop".
    expect(ids(searchFaq([entry('stop', 'Can I stop it?', 'Yes.')], 'top'))).toEqual([]);
  });

  it('finds Arabic however it is spelt, and Arabic-Indic digits as typed digits', () => {
    expect(ids(searchFaq(ENTRIES, 'الغي'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, 'يلغي'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, 'الانتظار'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, 'والانتظار'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, 'يُلغى'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, 'طلبا'))).toEqual(['إلغاء']);
    expect(ids(searchFaq(ENTRIES, '14 دقيقه'))).toEqual(['إلغاء']);
    // A word is found from its start: "غي" is inside "ألغي" but begins no word.
    expect(ids(searchFaq(ENTRIES, 'غي'))).toEqual([]);
  });

  it('finds nothing for words no question has', () => {
    expect(searchFaq(ENTRIES, 'xyzzy')).toEqual([]);
  });

  it('an index answers the same as a one-off search, query after query', () => {
    const search = faqIndex(ENTRIES);
    for (const query of ['', 'refund', 'cash delivery', 'الغي', 'none']) expect(search(query)).toEqual(searchFaq(ENTRIES, query));
  });
});

describe('the help page\'s questions', () => {
  it.each(['en', 'ar'] as const)('in %s: at least twelve, each with its own question and an answer of substance', async (language) => {
    await setLanguage(language);
    await loadHelpStrings();
    const entries = faqEntries();
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(entries.length).toBe(Object.values(FAQ_TOPICS).flat().length);
    expect(new Set(entries.map((item) => item.question)).size).toBe(entries.length);
    for (const item of entries) {
      expect(item.question.trim()).toMatch(/[?؟]$/);
      expect(item.answer.split(/\s+/).length).toBeGreaterThanOrEqual(15);
      if (language === 'ar') expect(`${item.question} ${item.answer}`).toMatch(/^[^a-z]*$/i);
    }
  });

  const finds: Record<'en' | 'ar', [string, string][]> = {
    en: [
      ['how long delivery', 'deliveryTime'],
      ['cancel', 'cancelOrder'],
      ['refund', 'refundTime'],
      ['COD', 'codLimit'],
      ['cash on delivery', 'codLimit'],
      ['deposit', 'rentalDeposit'],
      ['driving licence', 'rentalDocuments'],
      ['parcel size', 'parcelSize'],
      ['kg', 'parcelSize'],
      ['change address', 'changeAddress'],
      ['top up', 'walletTopUp'],
      ['points', 'loyaltyPoints'],
    ],
    ar: [
      ['التوصيل', 'deliveryTime'],
      ['الغاء طلب', 'cancelOrder'],
      ['استرداد', 'refundTime'],
      ['نقدا عند الاستلام', 'codLimit'],
      ['تأمين', 'rentalDeposit'],
      ['رخصة', 'rentalDocuments'],
      ['وزن الطرد', 'parcelSize'],
      ['تغيير العنوان', 'changeAddress'],
      ['شحن المحفظة', 'walletTopUp'],
      ['نقاط', 'loyaltyPoints'],
    ],
  };

  it.each(['en', 'ar'] as const)('in %s: a customer\'s words find the question that answers them, first', async (language) => {
    await setLanguage(language);
    await loadHelpStrings();
    const search = faqIndex(faqEntries());
    for (const [query, id] of finds[language]) expect(search(query)[0]?.id, query).toBe(id);
    expect(search('zzzz')).toEqual([]);
  });
});
