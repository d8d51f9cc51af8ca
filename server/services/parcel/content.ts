/**
 * What the parcel module shows before an order: its categories with their charges, the landing page's
 * promotional banners, "how it works" section and "why choose us" cards (contract-marketplace `parcel-category`,
 * `other-banners`), the delivery instructions a sender picks from and the cancellation reasons. Each answer
 * in the request's language; pictures as absolute URLs.
 */
import type { Db } from '../../db/connection';
import { imagePaths } from '../images/paths';

export interface ContentScope {
  db: Db;
  language: 'en' | 'ar';
  image: (path: string) => string;
}

interface CategoryRow {
  id: number;
  module_id: number;
  name: string;
  name_ar: string | null;
  description: string;
  description_ar: string | null;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
  status: number;
  created_at: string;
  updated_at: string;
}

const inLanguage = (scope: ContentScope, english: string | null, arabic: string | null) => (scope.language === 'ar' && arabic ? arabic : english ?? '');

export function categoryRow(db: Db, id: number, moduleId: number): CategoryRow | undefined {
  return db.prepare('SELECT * FROM parcel_categories WHERE id = ? AND module_id = ? AND status = 1').get(id, moduleId) as CategoryRow | undefined;
}

export function categoryJson(scope: ContentScope, row: CategoryRow) {
  const image = imagePaths.parcelCategory(row.id);
  const orders = scope.db.prepare('SELECT count(*) AS n FROM orders WHERE parcel_category_id = ?').get(row.id) as { n: number };
  return {
    id: row.id,
    module_id: row.module_id,
    name: inLanguage(scope, row.name, row.name_ar),
    description: inLanguage(scope, row.description, row.description_ar),
    image: image.slice(image.lastIndexOf('/') + 1),
    image_full_url: scope.image(image),
    parcel_per_km_shipping_charge: row.parcel_per_km_shipping_charge === null ? null : Number(row.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: row.parcel_minimum_shipping_charge === null ? null : Number(row.parcel_minimum_shipping_charge),
    status: row.status,
    orders_count: orders.n,
    created_at: row.created_at,
    updated_at: row.updated_at,
    translations: [],
  };
}

/** Active categories of the module, in the order they were set up. */
export function parcelCategories(scope: ContentScope, moduleId: number) {
  const rows = scope.db.prepare('SELECT * FROM parcel_categories WHERE module_id = ? AND status = 1 ORDER BY id').all(moduleId) as CategoryRow[];
  return rows.map((row) => categoryJson(scope, row));
}

interface BannerRow {
  id: number;
  module_id: number;
  key: string;
  type: string;
  value: string | null;
  value_ar: string | null;
  title: string | null;
  title_ar: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

const bannerRows = (scope: ContentScope, moduleId: number, type: string) =>
  scope.db.prepare('SELECT * FROM module_wise_banners WHERE module_id = ? AND type = ? AND status = 1 ORDER BY id').all(moduleId, type) as BannerRow[];

/** `other-banners` for the parcel module: `{banners: [rows]}`, each with its picture and, beyond the contract, its words. */
export function promotionalBanners(scope: ContentScope, moduleId: number) {
  return {
    banners: bannerRows(scope, moduleId, 'promotional_banner').map((row) => ({
      id: row.id,
      module_id: row.module_id,
      key: row.key,
      type: row.type,
      value: row.value,
      value_full_url: row.value ? scope.image(imagePaths.parcelBanner(row.value)) : null,
      title: inLanguage(scope, row.title, row.title_ar),
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
      storage: [],
      translations: [],
    })),
  };
}

const VIDEO_KEYS = ['section_title', 'banner_type', 'banner_video', 'banner_image', 'banner_video_content'];

/** `other-banners/video-content`: the section's keys flat, and the three steps as `banner_contents` rows. */
export function videoContent(scope: ContentScope, moduleId: number) {
  const rows = bannerRows(scope, moduleId, 'video_banner_content');
  const flat: Record<string, string | null> = {};
  for (const row of rows.filter((entry) => VIDEO_KEYS.includes(entry.key))) {
    const value = row.key === 'section_title' ? inLanguage(scope, row.value, row.value_ar) : row.value;
    flat[row.key] = value;
    if (row.key === 'banner_image') flat.banner_image_full_url = value ? scope.image(imagePaths.parcelBanner(value)) : null;
    if (row.key === 'banner_video_content') flat.banner_video_content_full_url = null;
  }
  const contents = rows
    .filter((row) => !VIDEO_KEYS.includes(row.key))
    .map((row) => ({ id: row.id, module_id: row.module_id, key: row.key, type: row.type, value: inLanguage(scope, row.value, row.value_ar), status: row.status, created_at: row.created_at, updated_at: row.updated_at, translations: [] }));
  return { banner_contents: contents, ...flat };
}

interface WhyChooseRow {
  id: number;
  module_id: number;
  title: string;
  title_ar: string | null;
  short_description: string;
  short_description_ar: string | null;
  image: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/** `other-banners/why-choose`: `{banners: [{title, short_description, image, image_full_url, …}]}`. */
export function whyChoose(scope: ContentScope, moduleId: number) {
  const rows = scope.db.prepare('SELECT * FROM module_wise_why_chooses WHERE module_id = ? AND status = 1 ORDER BY id').all(moduleId) as WhyChooseRow[];
  return {
    banners: rows.map((row) => ({
      id: row.id,
      module_id: row.module_id,
      title: inLanguage(scope, row.title, row.title_ar),
      short_description: inLanguage(scope, row.short_description, row.short_description_ar),
      image: row.image,
      image_full_url: scope.image(imagePaths.whyChoose(row.image)),
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
      translations: [],
    })),
  };
}

interface InstructionRow {
  id: number;
  instruction: string;
  instruction_ar: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export function instructionPage(scope: ContentScope, page: { limit: number; skip: number }) {
  const total = (scope.db.prepare('SELECT count(*) AS n FROM parcel_delivery_instructions WHERE status = 1').get() as { n: number }).n;
  const rows = scope.db.prepare('SELECT * FROM parcel_delivery_instructions WHERE status = 1 ORDER BY id LIMIT ? OFFSET ?').all(page.limit, page.skip) as InstructionRow[];
  return { total, rows: rows.map((row) => ({ id: row.id, instruction: inLanguage(scope, row.instruction, row.instruction_ar), status: row.status, created_at: row.created_at, updated_at: row.updated_at })) };
}

export const CANCELLATION_TYPES = ['before_pickup', 'after_pickup'] as const;

export function cancellationReasonPage(scope: ContentScope, filter: { userType: string | null; cancellationType: string | null }, page: { limit: number; skip: number }) {
  const clauses = ['status = 1'];
  const args: string[] = [];
  if (filter.userType) {
    clauses.push('user_type = ?');
    args.push(filter.userType);
  }
  if (filter.cancellationType) {
    clauses.push('cancellation_type = ?');
    args.push(filter.cancellationType);
  }
  const where = clauses.join(' AND ');
  const total = (scope.db.prepare(`SELECT count(*) AS n FROM parcel_cancellation_reasons WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = scope.db.prepare(`SELECT id, reason, reason_ar, user_type, cancellation_type FROM parcel_cancellation_reasons WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`).all(...args, page.limit, page.skip) as {
    id: number;
    reason: string;
    reason_ar: string | null;
    user_type: string;
    cancellation_type: string;
  }[];
  return { total, rows: rows.map((row) => ({ id: row.id, reason: inLanguage(scope, row.reason, row.reason_ar), user_type: row.user_type, cancellation_type: row.cancellation_type })) };
}
