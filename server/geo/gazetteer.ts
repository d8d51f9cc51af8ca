/**
 * A small built-in gazetteer of named places around Dubai, standing in for the map provider the contract's
 * map proxies would call: place search, place details and reverse geocoding answer from it. Coordinates are
 * approximate; a few places lie outside every service zone on purpose.
 */
import { greatCircleMeters } from './geometry';

export interface Place {
  placeId: string;
  name: string;
  nameAr: string;
  area: string;
  lat: number;
  lng: number;
}

const p = (placeId: string, name: string, nameAr: string, area: string, lat: number, lng: number): Place => ({ placeId, name, nameAr, area, lat, lng });

export const PLACES: readonly Place[] = [
  p('gz_burj_khalifa', 'Burj Khalifa', 'برج خليفة', 'Downtown Dubai, Dubai', 25.1972, 55.2744),
  p('gz_dubai_mall', 'Dubai Mall', 'دبي مول', 'Downtown Dubai, Dubai', 25.1985, 55.2796),
  p('gz_dubai_opera', 'Dubai Opera', 'دبي أوبرا', 'Downtown Dubai, Dubai', 25.1955, 55.272),
  p('gz_business_bay', 'Business Bay', 'الخليج التجاري', 'Business Bay, Dubai', 25.185, 55.265),
  p('gz_city_walk', 'City Walk', 'سيتي ووك', 'Al Wasl, Dubai', 25.207, 55.262),
  p('gz_difc', 'Dubai International Financial Centre', 'مركز دبي المالي العالمي', 'DIFC, Dubai', 25.2116, 55.28),
  p('gz_museum_future', 'Museum of the Future', 'متحف المستقبل', 'Trade Centre, Dubai', 25.2192, 55.2822),
  p('gz_world_trade_centre', 'Dubai World Trade Centre', 'مركز دبي التجاري العالمي', 'Trade Centre, Dubai', 25.2235, 55.2866),
  p('gz_la_mer', 'La Mer Beach', 'شاطئ لامير', 'Jumeirah 1, Dubai', 25.228, 55.253),
  p('gz_dubai_frame', 'Dubai Frame', 'برواز دبي', 'Zabeel Park, Dubai', 25.2356, 55.3004),
  p('gz_karama', 'Al Karama', 'الكرامة', 'Al Karama, Dubai', 25.246, 55.304),
  p('gz_healthcare_city', 'Dubai Healthcare City', 'مدينة دبي الطبية', 'Oud Metha, Dubai', 25.231, 55.323),
  p('gz_burjuman', 'BurJuman Centre', 'برجمان', 'Bur Dubai, Dubai', 25.2536, 55.303),
  p('gz_al_seef', 'Al Seef', 'السيف', 'Bur Dubai, Dubai', 25.258, 55.304),
  p('gz_al_fahidi', 'Al Fahidi Historical District', 'حي الفهيدي التاريخي', 'Bur Dubai, Dubai', 25.2637, 55.2972),
  p('gz_gold_souk', 'Gold Souk', 'سوق الذهب', 'Deira, Dubai', 25.27, 55.2966),
  p('gz_deira_city_centre', 'Deira City Centre', 'سيتي سنتر ديرة', 'Deira, Dubai', 25.2522, 55.3303),
  p('gz_dxb_airport', 'Dubai International Airport', 'مطار دبي الدولي', 'Al Garhoud, Dubai', 25.2532, 55.3657),
  p('gz_festival_city', 'Dubai Festival City', 'دبي فستيفال سيتي', 'Al Kheeran, Dubai', 25.2214, 55.3535),
  p('gz_creek_harbour', 'Dubai Creek Harbour', 'خور دبي', 'Ras Al Khor, Dubai', 25.201, 55.346),
  p('gz_ras_al_khor', 'Ras Al Khor Wildlife Sanctuary', 'محمية رأس الخور', 'Ras Al Khor, Dubai', 25.1905, 55.334),
  p('gz_al_mamzar', 'Al Mamzar Beach Park', 'حديقة شاطئ الممزر', 'Al Mamzar, Dubai', 25.3, 55.345),
  p('gz_al_quoz', 'Al Quoz Creative Zone', 'القوز', 'Al Quoz, Dubai', 25.146, 55.238),
  p('gz_dubai_hills', 'Dubai Hills Mall', 'دبي هيلز مول', 'Dubai Hills Estate, Dubai', 25.102, 55.239),
  p('gz_kite_beach', 'Kite Beach', 'كايت بيتش', 'Umm Suqeim, Dubai', 25.16, 55.203),
  p('gz_burj_al_arab', 'Burj Al Arab', 'برج العرب', 'Umm Suqeim, Dubai', 25.1412, 55.1853),
  p('gz_madinat_jumeirah', 'Madinat Jumeirah', 'مدينة جميرا', 'Umm Suqeim, Dubai', 25.133, 55.185),
  p('gz_mall_of_emirates', 'Mall of the Emirates', 'مول الإمارات', 'Al Barsha, Dubai', 25.1181, 55.2006),
  p('gz_al_barsha', 'Al Barsha 1', 'البرشاء 1', 'Al Barsha, Dubai', 25.11, 55.198),
  p('gz_internet_city', 'Dubai Internet City', 'مدينة دبي للإنترنت', 'Al Sufouh, Dubai', 25.095, 55.16),
  p('gz_media_city', 'Dubai Media City', 'مدينة دبي للإعلام', 'Al Sufouh, Dubai', 25.092, 55.154),
  p('gz_palm_atlantis', 'Atlantis The Palm', 'أتلانتس النخلة', 'Palm Jumeirah, Dubai', 25.1304, 55.1171),
  p('gz_dubai_marina', 'Dubai Marina Walk', 'ممشى مرسى دبي', 'Dubai Marina, Dubai', 25.0805, 55.1403),
  p('gz_jbr', 'JBR The Walk', 'ذا ووك جي بي آر', 'Jumeirah Beach Residence, Dubai', 25.078, 55.134),
  p('gz_bluewaters', 'Bluewaters Island', 'جزيرة بلوواترز', 'Bluewaters, Dubai', 25.08, 55.12),
  p('gz_jlt', 'Jumeirah Lake Towers', 'أبراج بحيرات جميرا', 'JLT, Dubai', 25.0697, 55.1413),
  p('gz_silicon_oasis', 'Dubai Silicon Oasis', 'واحة دبي للسيليكون', 'Dubai Silicon Oasis, Dubai', 25.12, 55.379),
  p('gz_global_village', 'Global Village', 'القرية العالمية', 'Dubailand, Dubai', 25.07, 55.308),
  p('gz_sharjah_majaz', 'Al Majaz Waterfront', 'واجهة المجاز المائية', 'Sharjah', 25.326, 55.385),
  p('gz_hatta', 'Hatta Dam', 'سد حتا', 'Hatta', 24.809, 56.116),
  p('gz_abu_dhabi_corniche', 'Abu Dhabi Corniche', 'كورنيش أبوظبي', 'Abu Dhabi', 24.48, 54.35),
];

/** Arabic names of the districts and cities used as secondary text. */
const AREA_AR: Record<string, string> = {
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Hatta: 'حتا',
  'Abu Dhabi': 'أبوظبي',
  'Al Barsha': 'البرشاء',
  'Al Garhoud': 'القرهود',
  'Al Karama': 'الكرامة',
  'Al Kheeran': 'الخيران',
  'Al Mamzar': 'الممزر',
  'Al Quoz': 'القوز',
  'Al Sufouh': 'الصفوح',
  'Al Wasl': 'الوصل',
  Bluewaters: 'بلوواترز',
  'Bur Dubai': 'بر دبي',
  'Business Bay': 'الخليج التجاري',
  DIFC: 'مركز دبي المالي العالمي',
  Deira: 'ديرة',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Dubai Hills Estate': 'دبي هيلز استيت',
  'Dubai Marina': 'دبي مارينا',
  'Dubai Silicon Oasis': 'واحة دبي للسيليكون',
  Dubailand: 'دبي لاند',
  JLT: 'أبراج بحيرات جميرا',
  'Jumeirah 1': 'جميرا 1',
  'Jumeirah Beach Residence': 'جميرا بيتش ريزيدنس',
  'Oud Metha': 'عود ميثاء',
  'Palm Jumeirah': 'نخلة جميرا',
  'Ras Al Khor': 'رأس الخور',
  'Trade Centre': 'المركز التجاري',
  'Umm Suqeim': 'أم سقيم',
  'Zabeel Park': 'حديقة زعبيل',
};

export type Language = 'en' | 'ar';

/** The place's main text in a language (English fallback). */
export const placeName = (place: Place, language: Language) => (language === 'ar' ? place.nameAr : place.name);

/** The place's secondary text (district, city) in a language; parts without a translation stay English. */
export const placeArea = (place: Place, language: Language) =>
  language === 'ar' ? place.area.split(', ').map((part) => AREA_AR[part] ?? part).join('، ') : place.area;

/** "<main>, <secondary>" as the map proxies format an address. */
export const placeAddress = (place: Place, language: Language) => `${placeName(place, language)}${language === 'ar' ? '، ' : ', '}${placeArea(place, language)}`;

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim();

/**
 * Places matching the text, case- and accent-insensitively, in English or Arabic: name prefix first, then
 * any word of the name starting with it, then the name or the district containing it; at most `limit`.
 */
export function searchPlaces(text: string, limit = 6): Place[] {
  const query = normalise(text);
  if (query.length === 0) return [];
  const scored = PLACES.map((place) => {
    const name = normalise(place.name);
    const area = normalise(`${place.area} ${placeArea(place, 'ar')}`);
    const arabic = place.nameAr.includes(text.trim());
    const score = name.startsWith(query) || place.nameAr.startsWith(text.trim()) ? 0 : name.split(/\s+/).some((word) => word.startsWith(query)) ? 1 : name.includes(query) || arabic ? 2 : area.includes(query) ? 3 : -1;
    return { place, score };
  }).filter((entry) => entry.score >= 0);
  scored.sort((a, b) => a.score - b.score || a.place.name.localeCompare(b.place.name));
  return scored.slice(0, limit).map((entry) => entry.place);
}

export function findNearestPlace(at: { lat: number; lng: number }): Place | undefined {
  let best: Place | undefined;
  let bestDistance = Infinity;
  for (const place of PLACES) {
    const distance = greatCircleMeters(at, place);
    if (distance < bestDistance) [best, bestDistance] = [place, distance];
  }
  return best;
}

export function findPlace(placeId: string): Place | undefined {
  return PLACES.find((place) => place.placeId === placeId);
}
