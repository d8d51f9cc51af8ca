/**
 * Simple white pictograms drawn in a 300×300 box, one per kind of subject (cars by body style, shops by
 * module, people, cards). Shapes only, so the SVGs stay tiny and look the same in every browser.
 */
export type GlyphName = 'car' | 'suv' | 'van' | 'store' | 'food' | 'basket' | 'pharmacy' | 'bag' | 'parcel' | 'person' | 'card' | 'grid';

const WHEELS = (a: number, b: number, y: number) =>
  `<circle cx="${a}" cy="${y}" r="21" fill="#1f2328"/><circle cx="${a}" cy="${y}" r="8" fill="#d0d7de"/><circle cx="${b}" cy="${y}" r="21" fill="#1f2328"/><circle cx="${b}" cy="${y}" r="8" fill="#d0d7de"/>`;

export const GLYPHS: Record<GlyphName, string> = {
  car: `<path d="M46 178v-14q0-16 22-20l38-34q9-8 22-8h56q13 0 22 8l34 32q28 4 32 22v14q0 8-8 8H54q-8 0-8-8z" fill="#fff"/><path d="M114 116h36v28H90zM162 116h26l26 28h-52z" fill="#1f2328" opacity=".35"/>${WHEELS(96, 208, 188)}`,
  suv: `<path d="M48 182v-34q0-12 12-14l30-40q6-8 16-8h94q10 0 15 8l22 38q17 3 17 17v33q0 8-8 8H56q-8 0-8-8z" fill="#fff"/><path d="M108 102h42v34H86zM162 102h34l20 34h-54z" fill="#1f2328" opacity=".35"/>${WHEELS(98, 206, 192)}`,
  van: `<path d="M40 184V108q0-16 16-16h150q12 0 19 9l32 42q6 8 6 18v23q0 8-8 8H48q-8 0-8-8z" fill="#fff"/><path d="M58 108h42v32H58zM112 108h42v32h-42zM166 108h36l24 32h-60z" fill="#1f2328" opacity=".35"/>${WHEELS(90, 214, 192)}`,
  store: `<path d="M66 104h168l16 38H50z" fill="#fff"/><path d="M74 142h152v80H74z" fill="#fff" opacity=".92"/><path d="M132 170h36v52h-36z" fill="#1f2328" opacity=".4"/><path d="M88 160h30v24H88zM182 160h30v24h-30z" fill="#1f2328" opacity=".25"/>`,
  food: `<circle cx="150" cy="154" r="64" fill="#fff"/><circle cx="150" cy="154" r="40" fill="#1f2328" opacity=".12"/><path d="M62 96v50M54 96v26q0 12 8 12t8-12V96M62 134v80" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/><path d="M238 96q-16 18-16 48h16v70" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  basket: `<path d="M112 132l28-46M188 132l-28-46" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M62 128h176l-22 90q-2 8-10 8H94q-8 0-10-8z" fill="#fff"/><path d="M110 150v52M150 150v52M190 150v52" stroke="#1f2328" stroke-width="8" opacity=".25"/>`,
  pharmacy: `<rect x="70" y="70" width="160" height="160" rx="34" fill="#fff"/><path d="M132 104h36v28h28v36h-28v28h-36v-28h-28v-36h28z" fill="#1f2328" opacity=".45"/>`,
  bag: `<path d="M118 120v-18q0-32 32-32t32 32v18" stroke="#fff" stroke-width="10" fill="none"/><path d="M84 116h132l10 110H74z" fill="#fff"/>`,
  parcel: `<path d="M150 76l78 38v92l-78 38-78-38v-92z" fill="#fff"/><path d="M72 114l78 38 78-38M150 152v92" stroke="#1f2328" stroke-width="6" fill="none" opacity=".3"/>`,
  person: `<circle cx="150" cy="118" r="46" fill="#fff"/><path d="M66 236q10-74 84-74t84 74z" fill="#fff"/>`,
  card: `<rect x="64" y="96" width="172" height="112" rx="16" fill="#fff"/><path d="M64 124h172v22H64z" fill="#1f2328" opacity=".45"/><path d="M84 174h50" stroke="#1f2328" stroke-width="8" opacity=".3"/>`,
  grid: `<rect x="82" y="82" width="60" height="60" rx="14" fill="#fff"/><rect x="158" y="82" width="60" height="60" rx="14" fill="#fff" opacity=".8"/><rect x="82" y="158" width="60" height="60" rx="14" fill="#fff" opacity=".8"/><rect x="158" y="158" width="60" height="60" rx="14" fill="#fff"/>`,
};

/** Shop pictogram per module type. */
export const MODULE_GLYPH: Record<string, GlyphName> = {
  grocery: 'basket',
  food: 'food',
  pharmacy: 'pharmacy',
  ecommerce: 'bag',
  parcel: 'parcel',
  rental: 'car',
};
