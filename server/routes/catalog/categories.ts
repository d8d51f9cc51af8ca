/** Categories, their children, items and stores (marketplace §M3.7); brands and pharmacy conditions (§M3.9). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalZoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, pageOf, paginated, validate } from '../../http/input';
import { moduleCheckedGroup } from '../../http/module-check';
import { brandsOf, conditionsOf, findBrand, findCondition } from '../../services/catalog/brands';
import { categoryJson, categoryTree, childCategories, findCategory, moduleCategoriesNamed, moduleCategoryBriefs, moduleCategoryById, topLevelCategories } from '../../services/catalog/categories';
import { idList, isOn, likeWord, searchText, vegType } from '../../services/catalog/filters';
import { formatItemsFull } from '../../services/catalog/item-format';
import { pageOfItems, type ItemQuery } from '../../services/catalog/item-queries';
import { scopeOf } from '../../services/catalog/scope';
import { formatStores } from '../../services/catalog/store-format';
import { pageOfStores } from '../../services/catalog/store-queries';
import { catalogGroup, catalogRequest, isKey, moduleScope, type CatalogRequest } from './context';

const C = '/api/v1/categories';
const PAGED = { limit: 'required|integer|min:1', offset: 'required|integer|min:1' };

const categoryItems = (req: CatalogRequest, ids: number[]) => {
  validate(req.input, PAGED);
  const page = pageOf(req.input, 10);
  const query: ItemQuery = { moduleId: req.module.id, zones: req.zones, type: vegType(req.input.type), categoryIds: ids.length ? ids : [0], order: 'popular' };
  const { total, rows } = pageOfItems(req.scope, query, page);
  return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
};

const categoryStores = (req: CatalogRequest, ids: number[]) => {
  validate(req.input, PAGED);
  const page = pageOf(req.input, 10);
  const { total, rows } = pageOfStores(req.scope, { moduleId: req.module.id, zones: req.zones, type: vegType(req.input.type), categoryIds: ids.length ? ids : [0], order: 'open_nearest' }, page);
  return paginated('stores', page, total, formatStores(req.scope, rows, { categoryIds: true, deliveryMinutes: true }), { echoRaw: true });
};

export function registerCatalogCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  moduleCheckedGroup(app, ctx, (group) => {
    const { moduleIn, optionalModuleIn } = moduleScope(group, ctx);
    // Exempt from the module check: without a module header every module's categories are listed.
    group.get(C, (request) => {
      const module = optionalModuleIn(request);
      const scope = scopeOf(ctx, request, null);
      const rows = topLevelCategories(scope, module?.id ?? null, isOn(inputOf(request).featured));
      return categoryTree(scope, rows);
    });

    // Not in the backend, which 404s it; clients call it with an id or a search text, so both give a list.
    group.get<{ Params: { key: string } }>(`${C}/:key`, (request) => {
      const module = moduleIn(request);
      const scope = scopeOf(ctx, request, null);
      const key = searchText(request.params.key);
      const rows = /^\d{1,15}$/.test(key)
        ? moduleCategoryById(scope, module.id, Number(key))
        : moduleCategoriesNamed(scope, module.id, likeWord(key, 'anywhere'));
      return categoryTree(scope, rows);
    });

    group.get<{ Params: { id: string } }>(`${C}/childes/:id`, (request) => {
      const module = moduleIn(request);
      const scope = scopeOf(ctx, request, null);
      const parent = isKey(request.params.id) ? findCategory(scope, request.params.id) : undefined;
      if (!parent || parent.module_id !== module.id) return [];
      const rows = childCategories(scope, parent.id);
      return rows.map((row) => ({ ...categoryJson(scope, row), parent: categoryJson(scope, parent) }));
    });

    // The category ids are checked before the zones here, as these lists always answered.
    const listIds = (request: FastifyRequest) => {
      const input = inputOf(request);
      validate(input, { category_ids: 'required' });
      return idList(input.category_ids);
    };
    group.get(`${C}/items/list`, (request) => {
      const ids = listIds(request);
      return categoryItems(catalogRequest(ctx, request), ids);
    });
    group.get(`${C}/stores/list`, (request) => {
      const ids = listIds(request);
      return categoryStores(catalogRequest(ctx, request), ids);
    });

    group.get('/api/v1/brand', (request) => brandsOf(scopeOf(ctx, request, null), moduleIn(request).id, optionalZoneIds(request)));
    group.get('/api/v1/common-condition', (request) => conditionsOf(scopeOf(ctx, request, null), moduleIn(request).id, optionalZoneIds(request)));
  });

  catalogGroup(app, ctx, (group, catalogOf) => {
    const keyIds = (request: FastifyRequest<{ Params: { id: string } }>) => {
      const req = catalogOf(request);
      const category = isKey(request.params.id) ? findCategory(req.scope, request.params.id) : undefined;
      return category ? [category.id] : [];
    };
    group.get<{ Params: { id: string } }>(`${C}/items/:id`, (request) => categoryItems(catalogOf(request), keyIds(request)));
    group.get<{ Params: { id: string } }>(`${C}/stores/:id`, (request) => categoryStores(catalogOf(request), keyIds(request)));

    group.get<{ Params: { id: string } }>('/api/v1/brand/items/:id', (request) => {
      const req = catalogOf(request);
      validate(req.input, PAGED);
      const brand = isKey(request.params.id) ? findBrand(req.scope, request.params.id, req.module.id) : null;
      const page = pageOf(req.input, 10);
      const { total, rows } = pageOfItems(req.scope, { moduleId: req.module.id, zones: req.zones, type: vegType(req.input.type), brandIds: [brand ?? 0], order: 'popular' }, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true });
    });

    group.get<{ Params: { id: string } }>('/api/v1/common-condition/items/:id', (request) => {
      const req = catalogOf(request);
      validate(req.input, PAGED);
      const condition = isKey(request.params.id) ? findCondition(req.scope, request.params.id, req.module.id) : null;
      if (condition === null) throw errorList(404, 'common_condition', 'Condition not found.');
      const page = pageOf(req.input, 10);
      const { total, rows } = pageOfItems(req.scope, { moduleId: req.module.id, zones: req.zones, type: vegType(req.input.type), conditionId: condition, order: 'popular' }, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true });
    });
  });
}
