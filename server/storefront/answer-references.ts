/**
 * Carries each answer once: a query of the server state whose data is exactly an answer the page's answers
 * block holds (the same JSON) keeps only that answer's name (common/first-screen/render.ts); an infinite
 * query's pages likewise. Data that differs from every answer (worked out from one, or fetched by the render
 * itself) stays as it is. Pure.
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
