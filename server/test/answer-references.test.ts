/**
 * The server state carries an answer the page's answers block already holds only by name: a query's data, or
 * an infinite query's page, that is exactly one of the answers; anything else stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { answersByText, referAnswers } from '../storefront/answer-references';

describe('answer references in the server state', () => {
  it('names the answers a query holds exactly, and leaves the rest', () => {
    const answers = { '/api/v1/categories': [{ id: 1 }], '/api/v1/stores/latest?limit=12': { stores: [{ id: 5, distance: 10 }], limit: '12' } };
    const queries = [
      { queryHash: 'a', state: { data: [{ id: 1 }] } },
      { queryHash: 'b', state: { data: { pages: [{ stores: [{ id: 5, distance: 10 }], limit: '12' }], pageParams: [1] } } },
      // Parsed (the limit became a number): not the answer, so it keeps its data.
      { queryHash: 'c', state: { data: { stores: [{ id: 5, distance: 10 }], limit: 12 } } },
    ];
    const state = { mutations: [], queries };
    const referred = referAnswers(state, answersByText(answers));
    expect(referred.queries.map((query) => (query as { state: { data: unknown } }).state.data)).toEqual([
      { $answer: '/api/v1/categories' },
      { pages: [{ $answer: '/api/v1/stores/latest?limit=12' }], pageParams: [1] },
      { stores: [{ id: 5, distance: 10 }], limit: 12 },
    ]);
    expect(state.queries[0]?.state.data).toEqual([{ id: 1 }]);
  });
});
