/**
 * The server state carries an answer the page's answers block already holds only by name: a query's data, or
 * an infinite query's page, that is exactly one of the answers; anything else stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { answersByText, carryOnce, referAnswers } from '../storefront/answer-references';

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

  it('carries the data each query was parsed from in place of its answer, once, and names it from the state', () => {
    const answers = { '/api/v1/config': { limit: '12' }, '/api/v1/stores/latest?offset=1': { stores: [{ id: '5' }] }, '/api/v1/items': { items: [] } };
    const config = { limit: 12 };
    const page = { stores: [{ id: 5 }] };
    const state = {
      mutations: [],
      queries: [
        { queryHash: 'config', state: { data: config } },
        { queryHash: 'stores', state: { data: { pages: [page], pageParams: [1] } } },
        // The same answer parsed to the same data again, and to other data: named, and kept as it is.
        { queryHash: 'again', state: { data: { limit: 12 } } },
        { queryHash: 'other', state: { data: { limit: 13 } } },
        // Not parsed from an answer the page holds.
        { queryHash: 'fetched', state: { data: { own: true } } },
      ],
    };
    const once = carryOnce(state, ['/api/v1/config', ['/api/v1/stores/latest?offset=1'], '/api/v1/config', '/api/v1/config', '/api/v1/missing'], answers);
    expect(once.answers).toEqual({ '/api/v1/config': config, '/api/v1/stores/latest?offset=1': page, '/api/v1/items': { items: [] } });
    expect(once.state.queries.map((query) => (query as { state: { data: unknown } }).state.data)).toEqual([
      { $answer: '/api/v1/config' },
      { pages: [{ $answer: '/api/v1/stores/latest?offset=1' }], pageParams: [1] },
      { $answer: '/api/v1/config' },
      { limit: 13 },
      { own: true },
    ]);
    // The inputs are untouched.
    expect(answers['/api/v1/config']).toEqual({ limit: '12' });
    expect(state.queries[0]?.state.data).toBe(config);
  });
});
