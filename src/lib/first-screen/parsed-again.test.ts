import { describe, expect, it } from 'vitest';
import { parsedAgain } from './parsed-again';

const answer = (distances: number[], limit = '8') => ({ limit, stores: distances.map((distance, index) => ({ id: String(index + 1), distance, tags: ['a'] })) });
/** As a struct would parse it: ids and the limit coerced to numbers, a default added, the distance passed through. */
const parse = (body: ReturnType<typeof answer>) => ({ limit: Number(body.limit), stores: body.stores.map((store) => ({ ...store, id: Number(store.id), open: 1 })) });

describe('parsing an answer again from one already parsed', () => {
  it('puts the other distances in the parsed data, and nothing else moves', () => {
    const before = answer([775.5, 1566.2]);
    const after = answer([1391.1, 2094.5]);
    expect(parsedAgain(before, parse(before), after)).toEqual(parse(after));
  });

  it('gives nothing when anything but a distance differs, or a distance was not passed through', () => {
    const before = answer([775.5, 1566.2]);
    expect(parsedAgain(before, parse(before), answer([775.5, 1566.2], '12'))).toBeUndefined();
    expect(parsedAgain(before, parse(before), answer([775.5]))).toBeUndefined();
    expect(parsedAgain(before, parse(before), { ...answer([775.5, 1566.2]), extra: true })).toBeUndefined();
    const rounded = { ...parse(before), stores: parse(before).stores.map((store) => ({ ...store, distance: Math.round(store.distance) })) };
    expect(parsedAgain(before, rounded, answer([1391.1, 2094.5]))).toBeUndefined();
  });
});
