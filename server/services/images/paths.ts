/**
 * Paths of the generated images under `/storage/`, one builder per kind of picture. Pass them to
 * `storageUrl(request, path)` for a `*_full_url`; the raw `image`/`logo` fields carry the file name (the part
 * after the slash). routes/storage.ts renders each path as an SVG from the entity's name.
 */
export const imagePaths = {
  businessLogo: () => 'brand/logo.svg',
  favicon: () => 'brand/favicon.svg',
  module: (id: number) => `module/${id}.svg`,
  storeLogo: (id: number, rental = false) => `store/${rental ? 'provider' : 'store'}-${id}-logo.svg`,
  storeCover: (id: number, rental = false) => `cover/${rental ? 'provider' : 'store'}-${id}-cover.svg`,
  category: (id: number) => `category/${id}.svg`,
  vehicleCategory: (id: number) => `category/vehicle-${id}.svg`,
  parcelCategory: (id: number) => `category/parcel-${id}.svg`,
  /** The parcel home: promotional banners, the "how it works" picture, the "why choose us" cards. */
  parcelBanner: (file: string) => `banner/${file}`,
  whyChoose: (file: string) => `why-choose/${file}`,
  /** Item pictures: 1 is the main image, 2… the gallery. */
  item: (id: number, n = 1) => `item/${id}-${n}.svg`,
  campaign: (id: number) => `campaign/${id}.svg`,
  /** Vehicle pictures: 0 is the thumbnail, 1… the gallery. */
  vehicle: (id: number, n: number) => `vehicle/${id}-${n}.svg`,
  vehicleBrand: (id: number) => `brand/${id}.svg`,
  /** Brands of the store-based modules (the `brand` endpoint). */
  itemBrand: (id: number) => `brand/item-${id}.svg`,
  commonCondition: (id: number) => `category/condition-${id}.svg`,
  basicCampaign: (id: number) => `campaign/basic-${id}.svg`,
  banner: (id: number) => `banner/${id}.svg`,
  providerBanner: (id: number) => `banner/provider-${id}.svg`,
  /** A store's own banners (`banners/{store_id}`). */
  storeBanner: (id: number) => `banner/store-${id}.svg`,
  /** A module's promotional banner (`other-banners`). */
  promotion: (moduleId: number) => `banner/promo-${moduleId}.svg`,
  user: (id: number) => `user/${id}.svg`,
  driver: (id: number) => `driver/${id}.svg`,
  gateway: (key: string) => `gateway/${key}.svg`,
} as const;

/** The file name part of a path (`store/store-3-logo.svg` → `store-3-logo.svg`), for the raw image fields. */
export const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The brand's own marks stay vector (one small picture each, sharp at any size, also the page's icon). */
const VECTOR_PATHS = new Set([imagePaths.businessLogo(), imagePaths.favicon()]);

/**
 * The URL path a generated picture is published under: the raster form (`.webp`, see raster.ts) of every
 * picture but the brand's marks. The `.svg` path of each stays valid (routes/storage.ts answers both).
 */
export const publishedPath = (path: string) => (path.endsWith('.svg') && !VECTOR_PATHS.has(path) ? `${path.slice(0, -'.svg'.length)}.webp` : path);
