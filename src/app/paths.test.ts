import { describe, expect, it } from 'vitest';
import { otherScreenRoutes } from './more-routes';
import { FIRST_SCREEN_PATHS, OTHER_SCREEN_PATHS, pathExpression } from './paths';
import { firstScreenRoutes } from './routes';

describe('the app paths', () => {
  it('are exactly the paths of the route tables, each once', () => {
    expect(firstScreenRoutes.map((entry) => entry.path)).toEqual([...FIRST_SCREEN_PATHS]);
    expect(otherScreenRoutes.map((entry) => entry.path)).toEqual([...OTHER_SCREEN_PATHS]);
    const all = [...FIRST_SCREEN_PATHS, ...OTHER_SCREEN_PATHS];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['/', '/', true],
    ['/', '/?module=2', true],
    ['/', '/home', false],
    ['/store/:id', '/store/12', true],
    ['/store/:id', '/store/12/?id=12', true],
    ['/store/:id', '/store/', false],
    ['/store/:id', '/store/12/reviews', false],
    ['/my-orders', '/my-orders?x=1', true],
    ['/my-orders', '/my-ordersx', false],
  ])('%s matches %s: %s', (pattern, target, matches) => {
    expect(pathExpression(pattern).test(target)).toBe(matches);
  });
});
