/**
 * Carries each answer once: a query of the server state whose data is exactly an answer the page's answers
 * block holds keeps only that answer's name (common/first-screen/render.ts); an infinite query's pages
 * likewise. When the render says which answer each query's data was parsed from (`carryOnce`), the block
 * carries that parsed data in place of the answer as it came, and every such query names it: the app parses
 * an answer it takes from the block again, which leaves parsed data as it is (the coercions only turn the
 * backend's loose values into the strict ones). Otherwise only data that is exactly an answer (the same JSON)
 * is named (`referAnswers`); data that differs from every answer stays as it is. Pure.
 */
import { ANSWER_REFERENCE, type AnswerReference, type DehydratedQueries } from '../../common/first-screen/render';

interface DehydratedQuery {
  state?: { data?: unknown };
}

/** Answers by their JSON text, to find the one a query's data equals. */
export function answersByText(answers: Record<string, unknown>, textOf: (key: string, body: unknown) => string = (_key, body) => JSON.stringify(body)): Map<string, string> {
  const byText = new Map<string, string>();
  for (const [key, body] of Object.entries(answers)) if (body !== undefined) byText.set(textOf(key, body), key);
  return byText;
}

function referenceTo(value: unknown, byText: Map<string, string>): AnswerReference | null {
  if (typeof value !== 'object' || value === null) return null;
  const key = byText.get(JSON.stringify(value));
  return key === undefined ? null : { [ANSWER_REFERENCE]: key };
}

/** The queries with every datum the answers hold replaced by its reference (a new object; the input is untouched). */
export function referAnswers(state: DehydratedQueries, byText: Map<string, string>): DehydratedQueries {
  const queries = state.queries.map((entry) => {
    const query = entry as DehydratedQuery;
    const data = query.state?.data;
    const whole = referenceTo(data, byText);
    if (whole) return { ...query, state: { ...query.state, data: whole } };
    const pages = (data as { pages?: unknown } | undefined)?.pages;
    if (!Array.isArray(pages)) return entry;
    const referred = pages.map((page) => referenceTo(page, byText) ?? page);
    return referred.some((page, index) => page !== pages[index]) ? { ...query, state: { ...query.state, data: { ...(data as object), pages: referred } } } : entry;
  });
  return { ...state, queries };
}

/** The page's answers and the state's queries with each query's data carried once, in the answers (see above). */
export function carryOnce(state: DehydratedQueries, answerKeys: readonly (string | readonly string[] | null)[], answers: Record<string, unknown>): { state: DehydratedQueries; answers: Record<string, unknown> } {
  const carried: Record<string, unknown> = { ...answers };
  // The answers replaced by parsed data, and the text of that data (worked out only when two queries name one answer).
  const replaced = new Map<string, { data: unknown; text: string | null }>();
  const carry = (key: string, data: unknown): AnswerReference | null => {
    if (!Object.hasOwn(answers, key) || typeof data !== 'object' || data === null) return null;
    const earlier = replaced.get(key);
    if (!earlier) {
      replaced.set(key, { data, text: null });
      carried[key] = data;
      return { [ANSWER_REFERENCE]: key };
    }
    if (earlier.data === data) return { [ANSWER_REFERENCE]: key };
    earlier.text ??= JSON.stringify(earlier.data);
    return JSON.stringify(data) === earlier.text ? { [ANSWER_REFERENCE]: key } : null;
  };
  const queries = state.queries.map((entry, index) => {
    const query = entry as DehydratedQuery;
    const data = query.state?.data;
    const keys = answerKeys[index];
    if (typeof keys === 'string') {
      const reference = carry(keys, data);
      return reference ? { ...query, state: { ...query.state, data: reference } } : entry;
    }
    const pages = (data as { pages?: unknown } | undefined)?.pages;
    if (!keys || !Array.isArray(pages) || pages.length !== keys.length) return entry;
    const referred = pages.map((page: unknown, at) => carry(keys[at] as string, page) ?? page);
    return { ...query, state: { ...query.state, data: { ...(data as object), pages: referred } } };
  });
  return { state: { ...state, queries }, answers: carried };
}
