/** Store lists, search, details and reviews (marketplace §M3.1–M3.3). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { zoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, pageOf, paginated, validate, type Page } from '../../http/input';
import { moduleCheckedGroup } from '../../http/module-check';
import { findStore, storeDetails } from '../../services/catalog/details';
import { filterWords, idList, isOn, searchText, vegType } from '../../services/catalog/filters';
import { storeReviews } from '../../services/catalog/reviews';
import { scopeOf, type Scope } from '../../services/catalog/scope';
import { formatStores, type StoreFormatOptions } from '../../services/catalog/store-format';
import { pageOfStores, STORE_FILTERS, type StoreOrder, type StoreQuery } from '../../services/catalog/store-queries';
import { catalogGroup, isKey, moduleScope, requiredKey } from './context';

const S = '/api/v1/stores';

/** `store_type` of get-stores → order; anything else lists by popularity as "all". */
const STORE_TYPE_ORDER: Record<string, StoreOrder> = { newly_joined: 'latest', popular: 'popular', top_rated: 'top_rated', all: 'open_nearest' };

function storePage(scope: Scope, query: StoreQuery, page: Page, options: StoreFormatOptions & { echo?: 'raw' | 'null-limit' } = {}) {
  const { total, rows } = pageOfStores(scope, query, page);
  const stores = formatStores(scope, rows, options);
  const envelope = paginated('stores', page, total, stores, { echoRaw: options.echo !== undefined });
  if (options.echo === 'null-limit' && page.rawLimit === undefined) envelope.limit = null;
  return envelope;
}

export function registerCatalogStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  catalogGroup(app, ctx, (group, catalogOf) => {
    const list = (request: FastifyRequest, order: StoreOrder, extra: Partial<StoreQuery> = {}, options: StoreFormatOptions = {}) => {
      const { scope, input, module, zones } = catalogOf(request);
      const page = pageOf(input, 50);
      const query: StoreQuery = { moduleId: module.id, zones, type: vegType(input.type), filters: filterWords(input.filter, STORE_FILTERS), order, ...extra };
      return storePage(scope, query, { ...page, rawLimit: input.limit ?? page.limit, rawOffset: input.offset ?? page.offset }, { ...options, echo: 'raw' });
    };

    group.get(`${S}/latest`, (request) => list(request, 'latest'));
    group.get(`${S}/popular`, (request) => list(request, 'popular'));
    group.get(`${S}/top-rated`, (request) => list(request, 'top_rated', { rated: true }));
    group.get(`${S}/recommended`, (request) => list(request, 'popular', { recommended: true }));
    group.get(`${S}/discounted`, (request) => list(request, 'open_nearest', { anyDiscount: true }, { categoryIds: true, deliveryMinutes: true }));

    group.get(`${S}/top-offer-near-me`, (request) => {
      const { input } = catalogOf(request);
      const sort = String(input.sort_by ?? '').toLowerCase();
      return list(request, sort === 'asc' ? 'name_asc' : sort === 'desc' ? 'name_desc' : 'open_nearest', {
        withDiscount: true,
        search: searchText(input.name) || undefined,
        filters: isOn(input.halal) ? ['halal'] : [],
      });
    });

    group.get(`${S}/search`, (request) => {
      const { scope, input, module, zones } = catalogOf(request);
      validate(input, { name: 'required|max:100' });
      const page = pageOf(input, 10);
      const query: StoreQuery = {
        moduleId: module.id,
        zones,
        type: vegType(input.type),
        search: searchText(input.name),
        categoryIds: idList(input.category_id ?? input.category_ids),
        filters: filterWords(input.filter, STORE_FILTERS),
        order: 'relevance',
      };
      return storePage(scope, query, page, { categoryIds: true, deliveryMinutes: true });
    });
  });

  moduleCheckedGroup(app, ctx, (group) => {
    const { optionalModuleIn } = moduleScope(group, ctx);
    // Exempt from the module check: without a module header every module's stores are listed.
    group.get<{ Params: { filter: string } }>(`${S}/get-stores/:filter`, (request) => {
      const module = optionalModuleIn(request);
      const zones = zoneIds(request);
      const input = inputOf(request);
      const scope = scopeOf(ctx, request, zones);
      const filter = request.params.filter;
      const page = pageOf(input, 50);
      const query: StoreQuery = {
        moduleId: module?.id ?? null,
        zones,
        type: vegType(input.type),
        service: filter === 'delivery' || filter === 'take_away' ? filter : undefined,
        featured: isOn(input.featured),
        rated: input.store_type === 'top_rated',
        filters: filterWords(input.filter, STORE_FILTERS),
        order: STORE_TYPE_ORDER[String(input.store_type ?? 'all')] ?? 'open_nearest',
      };
      return storePage(scope, query, { ...page, rawLimit: input.limit, rawOffset: input.offset ?? page.offset }, { categoryIds: true, deliveryMinutes: true, echo: 'null-limit' });
    });

    group.get(`${S}/reviews`, (request) => {
      const input = inputOf(request);
      const key = requiredKey(input, 'store_id');
      const scope = scopeOf(ctx, request, null);
      const store = findStore(scope, key, null);
      return store ? storeReviews(scope, store.id) : [];
    });
  });

  // Outside the module check: the store page is opened from links that may name no module.
  void app.register(async (details) => {
    const { optionalModuleIn } = moduleScope(details, ctx);
    details.get<{ Params: { id: string } }>(`${S}/details/:id`, (request) => {
      const module = optionalModuleIn(request);
      const scope = scopeOf(ctx, request, null);
      const store = isKey(request.params.id) ? findStore(scope, request.params.id, module?.id ?? null) : undefined;
      // The backend answers 200 {} here; a 404 lets clients show a proper "not found" page instead of an empty store.
      if (!store) throw errorList(404, 'store', 'Store not found.');
      return storeDetails(scope, store);
    });
  });
}
