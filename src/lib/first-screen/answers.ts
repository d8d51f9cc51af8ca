/**
 * The first screen's answers the server put in the page (see context.ts). The API client asks here before it
 * fetches a GET: an answer is used once, only within the page's first half minute, and only when the app
 * would send exactly the headers the server used (same zone, module, language and position, the position to
 * the first screen's precision), so a stale or foreign answer can never stand in for a real one.
 */
import { ANSWERS_ELEMENT_ID, answerKey, firstScreenCoordinate, type FirstScreenAnswers } from '@common/first-screen/context';

const FRESH_FOR_MS = 30_000;
const COMPARED_HEADERS = ['X-localization', 'zoneId', 'moduleId', 'latitude', 'longitude'];

let block: FirstScreenAnswers | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBlock(): FirstScreenAnswers | null {
  if (block !== undefined) return block;
  block = null;
  // The service worker shares the API client and has no document.
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
  const text = page?.getElementById(ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value) && isRecord(value.headers) && isRecord(value.answers)) block = value as unknown as FirstScreenAnswers;
  } catch {
    // A damaged block is ignored: the app fetches as usual.
  }
  return block;
}

/** An answer the app took from the page, as the service worker would have seen it come from the network. */
export interface HandedOverAnswer {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

let handedOver: HandedOverAnswer[] = [];
let handOver: ((answers: HandedOverAnswer[]) => void) | null = null;

/**
 * The service worker keeps the listings a customer saw for offline use; answers taken from the page never
 * passed through it, so they are handed to it (now, and as more are taken). `wholePage`: the page itself came
 * without the worker (a first visit, or before the worker took control), so every answer in it is handed
 * over, not only those the app took: a screen taken over from the server's markup asks for none of them.
 */
export function onAnswersHandedOver(receive: (answers: HandedOverAnswer[]) => void, wholePage = false): void {
  handOver = receive;
  const backlog = [...handedOver, ...(wholePage ? untakenAnswers() : [])];
  if (backlog.length > 0) receive(backlog);
  handedOver = [];
}

function untakenAnswers(): HandedOverAnswer[] {
  const answers = readBlock();
  return answers ? Object.entries(answers.answers).map(([url, body]) => ({ url, headers: answers.headers, body })) : [];
}

/**
 * Whether the server asked with the header the app sends: the same value, or for the position, the app's own
 * taken to the first screen's precision (the server prepares a store screen for about 110 m: context.ts).
 */
function sameHeader(name: string, asked: string | undefined, sent: string | undefined): boolean {
  if (asked === sent) return true;
  // A value that is not a number rounds to "NaN", which no server's header is.
  return (name === 'latitude' || name === 'longitude') && sent !== undefined && firstScreenCoordinate(sent) === asked;
}

/**
 * The server's answer for this GET (sent to `url` with `headers`), or undefined when there is none to use
 * (then fetch as usual).
 */
export function takeFirstScreenAnswer(path: string, query: Record<string, string>, headers: Record<string, string>, url = path): { body: unknown } | undefined {
  const answers = readBlock();
  if (!answers || performance.now() > FRESH_FOR_MS) return undefined;
  if (COMPARED_HEADERS.some((name) => !sameHeader(name, answers.headers[name], headers[name]))) return undefined;
  const key = answerKey(path, query);
  if (!Object.hasOwn(answers.answers, key)) return undefined;
  const body = answers.answers[key];
  delete answers.answers[key];
  const taken = { url, headers, body };
  if (handOver) handOver([taken]);
  else handedOver.push(taken);
  return { body };
}

/**
 * The answer the page holds under this key, left in place (a copy: the caller may keep it), or undefined: what
 * the server state names instead of carrying the data twice (server-state.ts).
 */
export function pageAnswer(key: string): { body: unknown } | undefined {
  const answers = readBlock();
  return answers && Object.hasOwn(answers.answers, key) ? { body: structuredClone(answers.answers[key]) } : undefined;
}

/** Tests: forget the block read so far. */
export function resetFirstScreenAnswers(): void {
  block = undefined;
  handedOver = [];
  handOver = null;
}
