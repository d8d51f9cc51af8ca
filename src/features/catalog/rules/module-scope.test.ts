import { describe, expect, it } from 'vitest';
import { ofModule } from './module-scope';

describe('a home section keeps its module\'s stores', () => {
  const stores = [
    { id: 5, module_id: 2 },
    { id: 13, module_id: 4 },
    { id: 99, module_id: null },
    { id: 100 },
  ];

  it('drops the stores of other modules and keeps those that do not say theirs', () => {
    expect(ofModule(stores, 4).map((store) => store.id)).toEqual([13, 99, 100]);
    expect(ofModule(stores, 2).map((store) => store.id)).toEqual([5, 99, 100]);
  });

  it('keeps every store when no module is chosen', () => {
    expect(ofModule(stores, null)).toHaveLength(4);
  });
});
