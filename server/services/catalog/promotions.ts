/**
 * Promotions (marketplace §M3.8): admin banners with their store or item, a store's own banners, basic
 * campaigns and the stores that joined, item campaigns sold as items, the running flash sale with its
 * products, and advertisements. "Running" is always judged on the operator's wall clock.
 */
import { fileName, imagePaths } from '../images/paths';
import { formatItemsFull, type FullItemJson } from './item-format';
import { findItems } from './item-queries';
import { IN_IDS, ITEM_SELECT, ITEM_VISIBLE, json, type FlashLine, type ItemWithStore } from './rows';
import { isRunning, normaliseTime } from './rules';
import { localised, picture, type Scope } from './scope';
import { formatStores } from './store-format';
import type { ItemCampaignRow, StoreRow } from '../../db/rows';

interface BannerRow {
  id: number;
  module_id: number;
  zone_id: number;
  title: string;
  title_ar: string | null;
  type: string;
  link: string | null;
  store_id: number | null;
  item_id: number | null;
  featured: number;
}

export function adminBanners(scope: Scope, zones: number[], moduleId: number | null, featuredOnly: boolean) {
  const rows = scope.db
    .prepare(
      `SELECT b.* FROM banners b JOIN modules m ON m.id = b.module_id WHERE b.status = 1 AND m.status = 1 AND (? IS NULL OR b.module_id = ?)
       AND (b.type = 'default' OR b.zone_id ${IN_IDS}) AND (? = 0 OR b.featured = 1) ORDER BY b.featured DESC, b.id`,
    )
    .all(moduleId, moduleId, json(zones), featuredOnly ? 1 : 0) as BannerRow[];
  const storeIds = rows.flatMap((row) => (row.type === 'store_wise' && row.store_id ? [row.store_id] : []));
  const stores = new Map(
    formatStores(scope, scope.db.prepare(`SELECT * FROM stores WHERE id ${IN_IDS} AND status = 1 AND active = 1`).all(json(storeIds)) as StoreRow[]).map((store) => [store.id, store]),
  );
  const itemIds = rows.flatMap((row) => (row.type === 'item_wise' && row.item_id ? [row.item_id] : []));
  const items = new Map(formatItemsFull(scope, findItems(scope, { zones: null, ids: itemIds, order: 'id' })).map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const store = row.type === 'store_wise' && row.store_id ? stores.get(row.store_id) : undefined;
    if (row.type === 'store_wise' && !store) return [];
    return [
      {
        id: row.id,
        title: localised(scope, row.title, row.title_ar),
        type: row.type,
        ...picture(scope, imagePaths.banner(row.id)),
        link: row.type === 'default' ? row.link : null,
        store: store ?? null,
        item: row.type === 'item_wise' && row.item_id ? items.get(row.item_id) ?? null : null,
        featured: row.featured,
        module_id: row.module_id,
        zone_id: row.zone_id,
      },
    ];
  });
}

export function storeBanners(scope: Scope, storeId: number, zones: number[]) {
  const rows = scope.db
    .prepare(`SELECT b.*, s.zone_id, s.module_id FROM provider_banners b JOIN stores s ON s.id = b.store_id WHERE b.store_id = ? AND b.status = 1 AND s.status = 1 AND s.zone_id ${IN_IDS} ORDER BY b.id`)
    .all(storeId, json(zones)) as { id: number; store_id: number; title: string; title_ar: string | null; status: number; zone_id: number; module_id: number }[];
  return rows.map((row) => ({
    id: row.id,
    title: localised(scope, row.title, row.title_ar),
    type: 'store_wise',
    ...picture(scope, imagePaths.storeBanner(row.id)),
    data: row.store_id,
    zone_id: row.zone_id,
    module_id: row.module_id,
    featured: false,
    status: row.status === 1,
    created_by: 'store',
  }));
}

interface CampaignRow {
  id: number;
  module_id: number;
  title: string;
  title_ar: string | null;
  description: string;
  description_ar: string | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: number;
  created_at: string;
  updated_at: string;
}

function campaignJson(scope: Scope, row: CampaignRow) {
  return {
    id: row.id,
    title: localised(scope, row.title, row.title_ar),
    description: localised(scope, row.description, row.description_ar),
    ...picture(scope, imagePaths.basicCampaign(row.id)),
    start_time: row.start_time,
    end_time: row.end_time,
    available_date_starts: row.start_date,
    available_date_ends: row.end_date,
    status: row.status,
    admin_id: 1,
    module_id: row.module_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    translations: [],
    storage: [],
  };
}

export function runningBasicCampaigns(scope: Scope, moduleId: number | null) {
  const rows = scope.db.prepare('SELECT * FROM campaigns WHERE status = 1 AND (? IS NULL OR module_id = ?) ORDER BY id').all(moduleId, moduleId) as CampaignRow[];
  return rows.filter((row) => isRunning(row, scope.wall)).map((row) => campaignJson(scope, row));
}

/** The campaign with the stores that confirmed joining, in the customer's zones; null when not running. */
export function basicCampaignDetails(scope: Scope, id: number, moduleId: number, zones: number[]) {
  const row = scope.db.prepare('SELECT * FROM campaigns WHERE id = ? AND module_id = ? AND status = 1').get(id, moduleId) as CampaignRow | undefined;
  if (!row || !isRunning(row, scope.wall)) return null;
  const stores = scope.db
    .prepare(`SELECT s.* FROM stores s JOIN campaign_store cs ON cs.store_id = s.id WHERE cs.campaign_id = ? AND cs.campaign_status = 'confirmed' AND s.status = 1 AND s.active = 1 AND s.zone_id ${IN_IDS} ORDER BY s.id`)
    .all(id, json(zones)) as StoreRow[];
  return { ...campaignJson(scope, row), stores: formatStores(scope, stores) };
}

/** What an item campaign puts over its item wherever it is sold (the campaigns list, a cart line): its id, title, picture, price and times. */
export function campaignSale(scope: Scope, campaign: ItemCampaignRow) {
  const path = imagePaths.campaign(campaign.id);
  return {
    id: campaign.id,
    item_id: campaign.item_id,
    title: localised(scope, campaign.title, campaign.title_ar),
    ...picture(scope, path),
    price: campaign.price,
    discount: campaign.discount,
    discount_type: campaign.discount_type,
    store_discount: 0,
    item_discount: campaign.discount,
    item_discount_type: campaign.discount_type,
    flash_sale: 0,
    available_time_starts: normaliseTime(campaign.start_time).slice(0, 5),
    available_time_ends: normaliseTime(campaign.end_time).slice(0, 5),
    available_date_starts: campaign.available_date_starts,
    available_date_ends: campaign.available_date_ends,
  };
}

/**
 * Item campaigns sold like items: the campaign's id, price and dates over its item's details. The item keeps
 * its own name (what the customer orders); the campaign's name is its `title`.
 */
export function itemCampaigns(scope: Scope, moduleId: number, zones: number[]) {
  const campaigns = scope.db
    .prepare('SELECT * FROM item_campaigns WHERE module_id = ? AND status = 1 AND available_date_starts <= ? AND available_date_ends >= ? ORDER BY id')
    .all(moduleId, scope.wall.date, scope.wall.date) as ItemCampaignRow[];
  const items = new Map(formatItemsFull(scope, findItems(scope, { zones, ids: campaigns.map((c) => c.item_id), order: 'id' })).map((item) => [item.id, item]));
  return campaigns.flatMap((campaign) => {
    const item = items.get(campaign.item_id);
    if (!item) return [];
    const path = imagePaths.campaign(campaign.id);
    return [
      {
        ...item,
        ...campaignSale(scope, campaign),
        description: localised(scope, campaign.description, campaign.description_ar),
        images_full_url: [scope.image(path), ...item.images_full_url],
        is_campaign: 1,
      },
    ];
  });
}

interface FlashSaleRow {
  id: number;
  module_id: number;
  title: string;
  title_ar: string | null;
  start_date: string;
  end_date: string;
  admin_discount_percentage: number;
  vendor_discount_percentage: number;
  is_publish: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export function runningFlashSale(scope: Scope, moduleId: number): FlashSaleRow | undefined {
  return scope.db
    .prepare('SELECT * FROM flash_sales WHERE module_id = ? AND status = 1 AND is_publish = 1 AND start_date <= ? AND end_date >= ? ORDER BY start_date, id LIMIT 1')
    .get(moduleId, scope.wall.stamp, scope.wall.stamp) as FlashSaleRow | undefined;
}

export function flashSaleJson(scope: Scope, sale: FlashSaleRow) {
  const { title_ar: titleAr, ...row } = sale;
  return { ...row, title: localised(scope, sale.title, titleAr), translations: [] };
}

/** Lines of the sale in the customer's zones with stock left, each with its item; `page` limits them. */
export function flashSaleProducts(scope: Scope, sale: FlashSaleRow, zones: number[], page: { limit: number; skip: number } | null) {
  const lines = scope.db.prepare('SELECT * FROM flash_sale_items WHERE flash_sale_id = ? AND status = 1 AND stock > sold ORDER BY id').all(sale.id) as FlashLine[];
  const rows = scope.db.prepare(`${ITEM_SELECT} WHERE i.id ${IN_IDS} AND ${ITEM_VISIBLE} AND s.zone_id ${IN_IDS}`).all(json(lines.map((l) => l.item_id)), json(zones)) as ItemWithStore[];
  const items = new Map<number, FullItemJson>(formatItemsFull(scope, rows).map((item) => [item.id, item]));
  const visible = lines.filter((line) => items.has(line.item_id));
  const shown = page ? visible.slice(page.skip, page.skip + page.limit) : visible;
  return {
    total: visible.length,
    products: shown.map((line) => {
      const item = items.get(line.item_id) as FullItemJson;
      const off = line.discount_type === 'percent' ? (item.price * line.discount) / 100 : Math.min(item.price, line.discount);
      // The item's shown stock is already the smaller of the allotment left and its own (item-format.ts).
      return { ...line, available_stock: item.stock, price: item.price, discounted_price: Math.round((item.price - off) * 100) / 100, item };
    }),
  };
}

export function advertisements(scope: Scope, moduleId: number, zones: number[] | null) {
  const rows = scope.db
    .prepare(
      `SELECT a.* FROM advertisements a JOIN stores s ON s.id = a.store_id WHERE a.module_id = ? AND a.status = 'approved' AND a.start_date <= ? AND a.end_date >= ?
       AND s.status = 1 AND s.active = 1 AND (? IS NULL OR a.zone_id ${IN_IDS}) ORDER BY a.priority IS NULL, a.priority, a.id`,
    )
    .all(moduleId, scope.wall.date, scope.wall.date, zones ? 1 : null, json(zones ?? [])) as (Record<string, unknown> & { id: number; store_id: number; title: string; title_ar: string | null; description: string; description_ar: string | null })[];
  const stores = new Map(formatStores(scope, scope.db.prepare(`SELECT * FROM stores WHERE id ${IN_IDS}`).all(json(rows.map((row) => row.store_id))) as StoreRow[]).map((store) => [store.id, store]));
  return rows.map(({ title_ar: titleAr, description_ar: descriptionAr, ...row }) => {
    const store = stores.get(row.store_id);
    return {
      ...row,
      title: localised(scope, row.title, titleAr),
      description: localised(scope, row.description, descriptionAr),
      cover_image: fileName(imagePaths.storeCover(row.store_id)),
      profile_image: fileName(imagePaths.storeLogo(row.store_id)),
      video_attachment: null,
      cover_image_full_url: scope.image(imagePaths.storeCover(row.store_id)),
      profile_image_full_url: scope.image(imagePaths.storeLogo(row.store_id)),
      video_attachment_full_url: null,
      active: 1,
      store: store ?? null,
      reviews_comments_count: store?.rating_count ?? 0,
      average_rating: store?.avg_rating ?? 0,
    };
  });
}
