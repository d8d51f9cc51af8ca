/** Banners, campaigns, flash sales, advertisements and promotional banners (marketplace §M3.8). */
import type { FastifyInstance } from 'fastify';
import { zoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, leadingId, pageOf, paginated, validate } from '../../http/input';
import { moduleCheckedGroup } from '../../http/module-check';
import { isOn, positiveId } from '../../services/catalog/filters';
import { adminBanners, advertisements, basicCampaignDetails, flashSaleJson, flashSaleProducts, itemCampaigns, runningBasicCampaigns, runningFlashSale, storeBanners } from '../../services/catalog/promotions';
import { scopeOf } from '../../services/catalog/scope';
import { fileName, imagePaths } from '../../services/images/paths';
import { anyZoneCatalogGroup, campaignGroup, catalogGroup, isKey, moduleScope, zonesOr200 } from './context';
import { findStore } from '../../services/catalog/details';
import { promotionalBanners } from '../../services/parcel/content';
import { parcelContentScope } from '../parcel';

export function registerCatalogPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  moduleCheckedGroup(app, ctx, (group) => {
    const { moduleIn, optionalModuleIn } = moduleScope(group, ctx);
    // Exempt from the module check; with a module header only that module's banners.
    group.get('/api/v1/banners', (request) => {
      const module = optionalModuleIn(request);
      const zones = zoneIds(request);
      const scope = scopeOf(ctx, request, zones);
      const featured = isOn(inputOf(request).featured);
      return { campaigns: featured ? [] : runningBasicCampaigns(scope, module?.id ?? null), banners: adminBanners(scope, zones, module?.id ?? null, featured) };
    });

    group.get('/api/v1/other-banners', (request) => {
      const module = moduleIn(request);
      if (module.module_type === 'parcel') return promotionalBanners(parcelContentScope(ctx, request), module.id);
      const scope = scopeOf(ctx, request, null);
      return { promotional_banner: fileName(imagePaths.promotion(module.id)), promotional_banner_full_url: scope.image(imagePaths.promotion(module.id)) };
    });

    // The sale's id is checked before the zones here, as this list always answered.
    group.get('/api/v1/flash-sales/items', (request) => {
      const module = moduleIn(request);
      const input = inputOf(request);
      validate(input, { flash_sale_id: 'required' });
      const zones = zonesOr200(request);
      if (!Array.isArray(zones)) return zones;
      const scope = scopeOf(ctx, request, zones);
      const sale = runningFlashSale(scope, module.id);
      if (!sale || sale.id !== positiveId(input.flash_sale_id)) throw errorList(403, 'flash_sale', 'Flash sale not found or not running.');
      const page = pageOf(input, 50);
      const { total, products } = flashSaleProducts(scope, sale, zones, page);
      return paginated('products', page, total, products, { echoRaw: true, extra: { flash_sale: flashSaleJson(scope, sale) } });
    });
  });

  catalogGroup(app, ctx, (group, catalogOf) => {
    group.get<{ Params: { id: string } }>('/api/v1/banners/:id', (request) => {
      const { scope, module, zones } = catalogOf(request);
      const store = isKey(request.params.id) ? findStore(scope, request.params.id, module.id) : undefined;
      return store ? storeBanners(scope, store.id, zones) : [];
    });
  });

  anyZoneCatalogGroup(app, ctx, (group, catalogOf) => {
    group.get('/api/v1/advertisement/list', (request) => {
      const { scope, module, zones } = catalogOf(request);
      return advertisements(scope, module.id, zones);
    });
  });

  campaignGroup(app, ctx, (group, campaignOf) => {
    group.get('/api/v1/campaigns/basic', (request) => {
      const { module, zones } = campaignOf(request);
      return runningBasicCampaigns(scopeOf(ctx, request, zones), module.id);
    });

    group.get('/api/v1/campaigns/basic-campaign-details', (request) => {
      const { module, zones } = campaignOf(request);
      const input = inputOf(request);
      validate(input, { basic_campaign_id: 'required' });
      // A web client writes the id as `<campaign>-<module>`: the leading id is the campaign's.
      const leading = leadingId(input.basic_campaign_id);
      const id = leading !== null && leading > 0 ? leading : null;
      // Not found or not running: an empty list, as the backend answers.
      return (id !== null && basicCampaignDetails(scopeOf(ctx, request, zones), id, module.id, zones)) || [];
    });

    group.get('/api/v1/campaigns/item', (request) => {
      const { module, zones } = campaignOf(request);
      return itemCampaigns(scopeOf(ctx, request, zones), module.id, zones);
    });

    group.get('/api/v1/flash-sales', (request) => {
      const { module, zones } = campaignOf(request);
      const scope = scopeOf(ctx, request, zones);
      const sale = runningFlashSale(scope, module.id);
      // No running sale: `{}`, which clients test with Object.keys().
      if (!sale) return {};
      return { ...flashSaleJson(scope, sale), active_products: flashSaleProducts(scope, sale, zones, null).products };
    });
  });
}
