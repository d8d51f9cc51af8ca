/**
 * Search (marketplace §M3.1, §M3.4, §M7): item search with filters, name suggestions, the header's
 * items-and-stores dropdown, and `get-combined-data`, the result page of the main search, categories and
 * brands. Items rank by name, then description, in English and Arabic.
 */
import type { FastifyInstance } from 'fastify';
import { header, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { pageOf, paginated, validate } from '../../http/input';
import { moduleCategoryBriefs } from '../../services/catalog/categories';
import { amount, filterWords, idList, searchText, vegType } from '../../services/catalog/filters';
import { formatItemsFull } from '../../services/catalog/item-format';
import { findItems, pageOfItems, type ItemQuery } from '../../services/catalog/item-queries';
import { fileName, imagePaths } from '../../services/images/paths';
import { localised } from '../../services/catalog/scope';
import { formatStores } from '../../services/catalog/store-format';
import { findStores, pageOfStores, STORE_FILTERS, type StoreQuery } from '../../services/catalog/store-queries';
import { findStore } from '../../services/catalog/details';
import { catalogGroup } from './context';
import { filterQuery, ITEM_FILTERS } from './items';

const DATA_TYPES = ['searched', 'discounted', 'category', 'brand', 'new', 'default'] as const;

export function registerCatalogSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  catalogGroup(app, ctx, (group, catalogOf) => {
    group.get('/api/v1/items/search', (request) => {
      const req = catalogOf(request);
      validate(req.input, { name: 'required|max:100' });
      const page = pageOf(req.input, 10);
      const filters = filterQuery(filterWords(req.input.filter, ITEM_FILTERS), 'relevance');
      const storeKey = typeof req.input.store_id === 'string' || typeof req.input.store_id === 'number' ? String(req.input.store_id) : '';
      const store = storeKey && /^[\w-]{1,190}$/.test(storeKey) ? findStore(req.scope, storeKey, req.module.id) : null;
      const query: ItemQuery = {
        moduleId: req.module.id,
        zones: req.zones,
        type: vegType(req.input.type),
        search: searchText(req.input.name),
        storeId: storeKey ? store?.id ?? 0 : undefined,
        categoryIds: [...idList(req.input.category_id), ...idList(req.input.category_ids)],
        minPrice: amount(req.input.min_price),
        maxPrice: amount(req.input.max_price),
        minRating: amount(req.input.rating_count),
        ...filters,
      };
      const { total, rows } = pageOfItems(req.scope, query, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
    });

    group.get('/api/v1/items/search-suggestion', (request) => {
      const req = catalogOf(request);
      validate(req.input, { name: 'required|max:100' });
      const page = pageOf(req.input, 10);
      const query: ItemQuery = { moduleId: req.module.id, zones: req.zones, search: searchText(req.input.name), categoryIds: idList(req.input.category_id), order: 'relevance' };
      const { total, rows } = pageOfItems(req.scope, query, page);
      const products = rows.map((row) => ({ id: row.id, name: localised(req.scope, row.name, row.name_ar), image: fileName(imagePaths.item(row.id, 1)), image_full_url: req.scope.image(imagePaths.item(row.id, 1)), store_id: row.store_id }));
      return paginated('products', page, total, products, { echoRaw: true });
    });

    group.get('/api/v1/items/item-or-store-search', (request) => {
      const req = catalogOf(request);
      validate(req.input, { name: 'required|max:100' });
      if (header(request, 'latitude') === undefined || header(request, 'longitude') === undefined) {
        throw errorList(403, 'longitude-latitude', 'Longitude and latitude are required.');
      }
      const text = searchText(req.input.name);
      const items = findItems(req.scope, { moduleId: req.module.id, zones: req.zones, search: text, order: 'relevance' }, { limit: 50, skip: 0 });
      const stores = findStores(req.scope, { moduleId: req.module.id, zones: req.zones, search: text, order: 'relevance' }).slice(0, 50);
      return {
        items: items.map((row) => ({
          id: row.id,
          name: localised(req.scope, row.name, row.name_ar),
          image: fileName(imagePaths.item(row.id, 1)),
          image_full_url: req.scope.image(imagePaths.item(row.id, 1)),
          images_full_url: [req.scope.image(imagePaths.item(row.id, 1))],
          unit_type: row.unit_type,
          store_id: row.store_id,
          module_id: row.module_id,
          translations: [],
          storage: [],
        })),
        stores: formatStores(req.scope, stores).map(({ open: _open, distance: _distance, ...store }) => store),
      };
    });

    group.get('/api/v1/get-combined-data', (request) => {
      const req = catalogOf(request);
      validate(req.input, { list_type: 'required|in:item,store', name: 'max:100' });
      const dataType = DATA_TYPES.find((type) => type === req.input.data_type) ?? 'default';
      const page = pageOf(req.input, 10);
      const text = dataType === 'searched' ? searchText(req.input.name) : '';
      const categoryIds = idList(req.input.category_ids);
      if (req.input.list_type === 'store') {
        const query: StoreQuery = {
          moduleId: req.module.id,
          zones: req.zones,
          type: vegType(req.input.type),
          search: text || undefined,
          categoryIds: dataType === 'category' ? categoryIds : undefined,
          anyDiscount: dataType === 'discounted',
          filters: filterWords(req.input.filter, STORE_FILTERS),
          order: text ? 'relevance' : dataType === 'new' ? 'latest' : 'open_nearest',
        };
        const { total, rows } = pageOfStores(req.scope, query, page);
        return paginated('stores', page, total, formatStores(req.scope, rows, { categoryIds: true, deliveryMinutes: true }), { echoRaw: true });
      }
      const filters = filterQuery(filterWords(req.input.filter, ITEM_FILTERS), text ? 'relevance' : dataType === 'new' ? 'latest' : dataType === 'discounted' ? 'discount' : 'popular');
      const query: ItemQuery = {
        moduleId: req.module.id,
        zones: req.zones,
        type: vegType(req.input.type),
        search: text || undefined,
        categoryIds: dataType === 'category' || categoryIds.length > 0 ? categoryIds : undefined,
        brandIds: idList(req.input.brand_ids),
        minPrice: amount(req.input.min_price),
        maxPrice: amount(req.input.max_price),
        minRating: amount(req.input.rating_count),
        ...filters,
        discounted: dataType === 'discounted' || filters.discounted,
      };
      const { total, rows } = pageOfItems(req.scope, query, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
    });
  });
}
