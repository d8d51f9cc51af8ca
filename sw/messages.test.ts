import { describe, expect, it } from 'vitest';
import { isWorkerMessage, MAX_CACHED_ANSWERS } from './messages';

describe('messages the worker accepts', () => {
  const answer = { url: '/api/v1/config', headers: { zoneId: '[3,1]' }, body: { business_name: 'Rideway' } };

  it('takes its four kinds and nothing else', () => {
    expect(isWorkerMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isWorkerMessage({ type: 'REPLAY_OUTBOX' })).toBe(true);
    expect(isWorkerMessage({ type: 'KEEP_LATER_FILES' })).toBe(true);
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS', answers: [answer] })).toBe(true);
    expect(isWorkerMessage({ type: 'CLEAR_ALL' })).toBe(false);
    expect(isWorkerMessage('SKIP_WAITING')).toBe(false);
  });

  it('refuses answers to keep that are malformed or too many', () => {
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS' })).toBe(false);
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS', answers: [{ ...answer, url: 7 }] })).toBe(false);
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS', answers: [{ ...answer, headers: { zoneId: 3 } }] })).toBe(false);
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS', answers: [{ ...answer, url: 'x'.repeat(2001) }] })).toBe(false);
    expect(isWorkerMessage({ type: 'CACHE_ANSWERS', answers: Array.from({ length: MAX_CACHED_ANSWERS + 1 }, () => answer) })).toBe(false);
  });
});
