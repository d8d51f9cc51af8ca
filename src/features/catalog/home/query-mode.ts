/**
 * What `/home` shows for its query (the links other storefronts of the same backend share): a category
 * (`search=category` with `id` and `name`), every category (`search=allCategories` or
 * `from=allCategories`), the new arrivals (`data_type=new`), or the module's home.
 */
export type HomeMode = { kind: 'module' } | { kind: 'searched'; query: string } | { kind: 'category'; id: number; name: string } | { kind: 'allCategories' } | { kind: 'newArrivals' };

export function homeMode(search: URLSearchParams): HomeMode {
  const id = Number(search.get('id'));
  if (search.get('search') === 'category' && Number.isSafeInteger(id) && id > 0) return { kind: 'category', id, name: search.get('name') ?? '' };
  if (search.get('search') === 'allCategories' || search.get('from') === 'allCategories') return { kind: 'allCategories' };
  const words = search.get('query')?.trim();
  if (search.get('search') === 'searched' && words) return { kind: 'searched', query: words };
  if (search.get('data_type') === 'new') return { kind: 'newArrivals' };
  return { kind: 'module' };
}
