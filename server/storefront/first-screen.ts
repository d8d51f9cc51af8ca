/**
 * Builds the page for a navigation: reads the customer's context from the cookie, fetches the route's planned
 * answers through the given fetcher (in-process on the reference server, over HTTP in front of another
 * backend), and composes the shell with them. Any answer that fails, or is not back within the time limit, is
 * left out: the app then fetches it itself, exactly as without this module. Stateless.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contextHeaders, decodeContext, answerKey, type FirstScreenAnswers } from '../../src/lib/first-screen/context';
import { preloadsFor, readBuildManifest } from './assets';
import { composePage, isPictureUrl } from './page';
import { planFirstScreen, type PlannedRequest } from './plan';

/** Answers one planned GET with these headers: the parsed JSON body of a 200, or undefined. */
export type AnswerFetcher = (request: PlannedRequest, headers: Record<string, string>) => Promise<unknown>;

export const ANSWER_TIME_LIMIT_MS = 800;

export interface FirstScreenPages {
  /** The page for this URL (path and query), given the context cookie's raw value (if any), asking the API through `fetcher`. */
  page(url: string, contextCookie: string | undefined, fetcher: AnswerFetcher): Promise<string>;
}

function withinLimit<T>(work: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limitMs)));
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

export function createFirstScreenPages(distDir: string, limitMs = ANSWER_TIME_LIMIT_MS): FirstScreenPages {
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(distDir);
  return {
    async page(url, contextCookie, fetcher) {
      const context = decodeContext(contextCookie);
      const at = url.indexOf('?');
      const plan = planFirstScreen(at < 0 ? url : url.slice(0, at), at < 0 ? '' : url.slice(at + 1), context);
      const headers = context ? contextHeaders(context) : { 'X-localization': 'en' };
      const bodies = await Promise.all(plan.requests.map((request) => withinLimit(fetcher(request, headers), limitMs)));
      const answers: FirstScreenAnswers = { headers, answers: {} };
      plan.requests.forEach((request, index) => {
        if (bodies[index] !== undefined) answers.answers[answerKey(request.path, request.query)] = bodies[index];
      });
      const pictureAnswer = plan.picture ? bodies[plan.requests.indexOf(plan.picture.request)] : undefined;
      const picture = plan.picture && pictureAnswer !== undefined ? plan.picture.pick(pictureAnswer) : null;
      return composePage(shell, {
        answers: Object.keys(answers.answers).length > 0 ? answers : null,
        preloads: preloadsFor(manifest, plan.sources),
        picture: isPictureUrl(picture) ? picture : null,
      });
    },
  };
}
