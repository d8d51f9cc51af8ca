/**
 * Finding questions in the help page's FAQ as a customer types: every word typed must start a word of the
 * question, its answer or its search words (the other words people use: "COD", "top up"), and questions that
 * say it in their own wording come first. Matching ignores case, Latin accents, Arabic short vowels, the tatweel and the
 * usual spelling variants of alef, yeh and teh marbuta, and reads Arabic-Indic digits as digits, so "الغاء"
 * finds "إلغاء" and "١٤" finds "14".
 */

export interface FaqEntry {
  id: string;
  topic: string;
  question: string;
  answer: string;
  /** Other words a customer may search with; never shown. */
  keywords: string;
}

/** The text reduced to what searching compares: lower case, no marks, one spelling per letter, single spaces. */
export function searchableText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0624]/g, '\u0648')
    .replace(/[\u0626]/g, '\u064a')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query (empty when it has none). */
export function queryTerms(query: string): string[] {
  const text = searchableText(query);
  return text === '' ? [] : text.split(' ');
}

/** Arabic writes "the", "and", "with", "for", "as" and their pairs onto the word: "الاسترداد" is "استرداد". */
const ARABIC_CLITICS = /^(?:وال|فال|بال|كال|لل|ال|و|ف|ب|ل|ك)(?=[\u0621-\u064a]{3})/u;

/** A text's words, each also without an Arabic prefix, for matching from the start of a word. */
function wordsOf(text: string): string[] {
  return searchableText(text)
    .split(' ')
    .flatMap((word) => {
      const bare = word.replace(ARABIC_CLITICS, '');
      return bare !== word && bare !== '' ? [word, bare] : word === '' ? [] : [word];
    });
}

/** A query word and, when it carries an Arabic prefix, the word without it ("الطرد" also finds "للطرد"). */
const termForms = (term: string): string[] => {
  const bare = term.replace(ARABIC_CLITICS, '');
  return bare === term ? [term] : [term, bare];
};

const matches = (words: string[], forms: string[]) => forms.some((form) => words.some((word) => word.startsWith(form)));

interface Indexed {
  entry: FaqEntry;
  question: string[];
  keywords: string[];
  answer: string[];
}

/** How well an entry answers the query: 0 when a word is missing; words in the question count most. */
function score(item: Indexed, terms: string[]): number {
  let total = 0;
  for (const term of terms.map(termForms)) {
    const weight = matches(item.question, term) ? 3 : matches(item.keywords, term) ? 2 : matches(item.answer, term) ? 1 : 0;
    if (weight === 0) return 0;
    total += weight;
  }
  return total;
}

/**
 * Prepares the entries once per language; the search it returns then runs on every key press. A query's every
 * word must begin a word of the entry (its question, answer or search words), so "top" does not find "stop";
 * the best answers come first, in their own order when they tie.
 */
export function faqIndex(entries: readonly FaqEntry[]): (query: string) => FaqEntry[] {
  const indexed: Indexed[] = entries.map((entry) => ({ entry, question: wordsOf(entry.question), keywords: wordsOf(entry.keywords), answer: wordsOf(entry.answer) }));
  return (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return entries.slice();
    return indexed
      .map((item, order) => ({ item, order, score: score(item, terms) }))
      .filter((found) => found.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((found) => found.item.entry);
  };
}

export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  return faqIndex(entries)(query);
}
