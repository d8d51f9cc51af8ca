/**
 * Which illustration shows what: an art director's dictionary from words in an entity's English name to a
 * Fluent Emoji subject (items, categories, stores, brands, conditions), and fixed choices per module, vehicle
 * category and payment gateway. The first rule whose word appears in the name wins, so specific words come
 * before general ones. Pure: the lists here are also what `npm run art:extract` bundles.
 */

/** [words (whole words or word starts, lower case), subject] */
type Rule = [string[], string];

const ITEM_RULES: Rule[] = [
  // Names where a later, more general word would mislead
  [['water bottle'], 'cup-with-straw'],
  [['lozenge', 'gumm'], 'candy'],
  [['supermarket', 'mart', 'grocer'], 'shopping-cart'],
  [['basket', 'market'], 'basket'],
  [['croissant'], 'croissant'],
  [['popcorn', 'snack'], 'popcorn'],
  [['cookie'], 'cookie'],
  [['hummus'], 'bowl-with-spoon'],
  [['falafel'], 'falafel'],
  [['arabic bread', 'naan', 'pita', 'flatbread'], 'flatbread'],
  // Food
  [['burger'], 'hamburger'],
  [['pizza', 'slice'], 'pizza'],
  [['shawarma', 'kofta', 'wrap', 'arabic'], 'stuffed-flatbread'],
  [['sushi', 'sakura', 'japanese'], 'sushi'],
  [['ramen', 'noodle'], 'steaming-bowl'],
  [['bento'], 'bento-box'],
  [['gyoza', 'dumpling', 'samosa'], 'dumpling'],
  [['biryani', 'curry', 'masala', 'butter chicken', 'saffron', 'spice', 'indian'], 'curry-rice'],
  [['shakshuka'], 'shallow-pan-of-food'],
  [['pancake'], 'pancakes'],
  [['avocado'], 'avocado'],
  [['grill', 'lamb', 'chops'], 'meat-on-bone'],
  [['salad', 'fattoush', 'green bowl'], 'green-salad'],
  [['lava cake', 'cupcake'], 'cupcake'],
  [['cheesecake', 'dessert', 'cake'], 'shortcake'],
  [['kunafa'], 'pie'],
  [['umm ali', 'custard'], 'custard'],
  [['ice cream', 'sundae'], 'ice-cream'],
  [['lassi', 'latte', 'lemon mint', 'smoothie'], 'cup-with-straw'],
  [['chai', 'coffee', 'mug'], 'hot-beverage'],
  [['tea'], 'teacup-without-handle'],
  [['orange juice', 'juice'], 'beverage-box'],
  [['breakfast', 'sunrise'], 'pancakes'],
  // Grocery
  [['banana'], 'banana'],
  [['apple'], 'red-apple'],
  [['mango', 'exotic'], 'mango'],
  [['strawberr'], 'strawberry'],
  [['orange', 'tangerine'], 'tangerine'],
  [['grape'], 'grapes'],
  [['watermelon'], 'watermelon'],
  [['pineapple'], 'pineapple'],
  [['spinach', 'leafy', 'broccoli', 'greens'], 'leafy-green'],
  [['tomato'], 'tomato'],
  [['carrot', 'root'], 'carrot'],
  [['potato'], 'potato'],
  [['onion'], 'onion'],
  [['cucumber'], 'cucumber'],
  [['milk', 'dairy'], 'glass-of-milk'],
  [['yoghurt', 'yogurt'], 'custard'],
  [['cheddar', 'cheese', 'halloumi'], 'cheese-wedge'],
  [['butter'], 'butter'],
  [['egg'], 'egg'],
  [['sourdough', 'loaf', 'bread', 'bakery'], 'bread'],
  [['sparkling', 'water'], 'droplet'],
  [['olive'], 'olive'],
  [['honey'], 'honey-pot'],
  [['spaghetti', 'pasta'], 'spaghetti'],
  [['dates'], 'jar'],
  [['rice'], 'cooked-rice'],
  [['chicken', 'poultry'], 'poultry-leg'],
  [['salmon', 'fish', 'omega'], 'fish'],
  [['meat', 'beef', 'steak'], 'cut-of-meat'],
  [['chocolate'], 'chocolate-bar'],
  [['peanut', 'nut'], 'peanuts'],
  [['fruit', 'fresh', 'exotic'], 'red-apple'],
  [['vegetable', 'organic', 'farm'], 'carrot'],
  [['pantry'], 'jar'],
  [['beverage', 'drink'], 'tropical-drink'],
  // Pharmacy
  [['insulin', 'needle', 'syringe'], 'syringe'],
  [['inhaler', 'salbutamol', 'asthma'], 'lungs'],
  [['thermometer', 'fever'], 'thermometer'],
  [['blood pressure', 'heart'], 'anatomical-heart'],
  [['glucose', 'diabetes'], 'drop-of-blood'],
  [['oximeter', 'device', 'stethoscope'], 'stethoscope'],
  [['first aid', 'bandage', 'plaster'], 'adhesive-bandage'],
  [['syrup', 'spray', 'sunscreen', 'spf 50', 'cream', 'gel', 'skin', 'shampoo', 'perfume', 'parfum', 'lotion'], 'lotion-bottle'],
  [['lip balm', 'lipstick', 'beauty'], 'lipstick'],
  [['nail'], 'nail-polish'],
  [['wipes'], 'roll-of-paper'],
  [['diaper', 'formula', 'baby'], 'baby-bottle'],
  [['toothpaste', 'toothbrush'], 'toothbrush'],
  [['sanitiser', 'sanitizer', 'soap', 'personal care'], 'soap'],
  [['mask'], 'face-with-medical-mask'],
  [['cough', 'cold', 'flu', 'allerg', 'sneez'], 'sneezing-face'],
  [['prescription'], 'clipboard'],
  [['tablet', 'capsule', 'vitamin', 'zinc', 'aspirin', 'paracetamol', 'ibuprofen', 'cetirizine', 'metformin', 'atorvastatin', 'statin', 'amlodipine', 'amoxicillin', 'multivitamin', 'pain', 'medic', 'pharma', 'chemist', 'health', 'care', 'condition'], 'pill'],
  // Shop
  [['earbud', 'headphone', 'audio', 'sound of'], 'headphone'],
  [['soundbar'], 'speaker-high-volume'],
  [['speaker'], 'radio'],
  [['charger', 'cable', 'usb'], 'electric-plug'],
  [['power bank', 'battery'], 'battery'],
  [['smart watch', 'watch'], 'watch'],
  [['smartphone', 'phone', 'screen protector', 'gadget', 'accessor'], 'mobile-phone'],
  [['t-shirt', 'tee', 'men'], 't-shirt'],
  [['jeans', 'denim'], 'jeans'],
  [['dress', 'women', 'style', 'fashion'], 'dress'],
  [['handbag'], 'handbag'],
  [['sunglasses'], 'sunglasses'],
  [['cap'], 'billed-cap'],
  [['running shoes', 'shoe'], 'running-shoe'],
  [['candle'], 'candle'],
  [['towel', 'bath'], 'bathtub'],
  [['lamp'], 'light-bulb'],
  [['frying pan', 'pan'], 'cooking'],
  [['home'], 'couch-and-lamp'],
  [['yoga'], 'person-in-lotus-position'],
  [['football', 'sport'], 'soccer-ball'],
  [['dumbbell'], 'flexed-biceps'],
  [['bottle'], 'cup-with-straw'],
  [['helmet', 'bicycle'], 'bicycle'],
  [['teddy', 'toys', 'toy', 'explorers'], 'teddy-bear'],
  [['jigsaw', 'puzzle', 'blocks'], 'puzzle-piece'],
  [['remote control'], 'racing-car'],
  [['kite'], 'kite'],
  [['notebook'], 'notebook'],
  [['fountain pen', 'pen'], 'fountain-pen'],
  [['backpack', 'school'], 'backpack'],
  [['crayon', 'colouring'], 'crayon'],
  [['book', 'stationery'], 'books'],
];

/** The subject for an entity's English name, or the fallback when no word matches. */
export function artForName(name: string, fallback: string): string {
  const text = ` ${name.toLowerCase().replace(/[^\p{L}\p{N}%&'-]+/gu, ' ')} `;
  for (const [words, subject] of ITEM_RULES) {
    if (words.some((word) => text.includes(` ${word}`))) return subject;
  }
  return fallback;
}

/** One subject per module type: its home tile, its stores' fallback logo and its banners' lead. */
export const MODULE_ART: Record<string, string> = {
  grocery: 'shopping-cart',
  food: 'hamburger',
  pharmacy: 'pill',
  ecommerce: 'shopping-bags',
  parcel: 'package',
  rental: 'automobile',
};

/** Companions drawn next to the lead subject on a module's banners and covers. */
export const MODULE_COMPANIONS: Record<string, string[]> = {
  grocery: ['banana', 'red-apple', 'leafy-green', 'bread', 'glass-of-milk', 'carrot'],
  food: ['pizza', 'stuffed-flatbread', 'sushi', 'green-salad', 'cup-with-straw', 'shortcake'],
  pharmacy: ['syringe', 'lotion-bottle', 'thermometer', 'adhesive-bandage', 'baby-bottle', 'stethoscope'],
  ecommerce: ['headphone', 'running-shoe', 't-shirt', 'mobile-phone', 'teddy-bear', 'watch'],
  parcel: ['package', 'envelope', 'delivery-truck'],
  rental: ['sport-utility-vehicle', 'minibus', 'pickup-truck'],
};

/** Pharmacies get the medical symbol as their logo, whatever their name says. */
export const STORE_LOGO_ART: Record<string, string> = { pharmacy: 'medical-symbol', rental: 'automobile' };

export interface VehicleArt {
  subject: string;
}

/** Vehicle body by category name (then by words in the vehicle's own name). */
export function vehicleArt(category: string, name: string): string {
  const text = `${category} ${name}`.toLowerCase();
  if (/\b(bus|coach)\b/.test(text)) return 'bus';
  if (/\b(motor|bike|scooter)/.test(text)) return 'motorcycle';
  if (/pickup|hilux|ranger|navara|l200|triton/.test(text)) return 'pickup-truck';
  if (/\bvan\b|hiace|urvan|transit|sprinter|staria|carnival/.test(text)) return 'minibus';
  if (/suv|land cruiser|patrol|x5|gle|rx|pajero|fortuner|tucson|sportage|santa fe|model y|explorer/.test(text)) return 'sport-utility-vehicle';
  return 'automobile';
}

export const PARCEL_ART: Record<string, string> = {
  documents: 'envelope',
  'small box': 'package',
  'medium box': 'package',
  'food container': 'bento-box',
  electronics: 'mobile-phone',
  fragile: 'wine-glass',
};

/** The parcel home's pictures: banners lead with one subject each, the "why choose us" cards one each. */
export const PARCEL_BANNER_ART: string[][] = [
  ['delivery-truck', 'package', 'envelope'],
  ['envelope', 'clipboard', 'package'],
  ['wine-glass', 'package', 'teacup-without-handle'],
];
export const PARCEL_HOW_ART = ['package', 'motorcycle', 'delivery-truck'];
export const WHY_CHOOSE_ART = ['motorcycle', 'mobile-phone', 'dollar-banknote', 'credit-card'];

export function gatewayArt(key: string): string {
  if (/cash|cod/.test(key)) return 'dollar-banknote';
  if (/wallet/.test(key)) return 'purse';
  if (/offline|bank/.test(key)) return 'bank';
  return 'credit-card';
}

/** Neutral portraits: a customer's avatar never shows who they are; drivers get a driver's cap. */
export const AVATAR_ART = 'bust-in-silhouette';
export const DRIVER_ART = 'person';
export const BRAND_FALLBACK_ART = 'label';
export const BUSINESS_ART = 'shopping-bags';

/** Every subject the dictionaries can name: what the bundled art must contain. */
export function allArtSubjects(): string[] {
  const names = new Set<string>([
    ...ITEM_RULES.map(([, subject]) => subject),
    ...Object.values(MODULE_ART),
    ...Object.values(MODULE_COMPANIONS).flat(),
    ...Object.values(STORE_LOGO_ART),
    ...Object.values(PARCEL_ART),
    ...PARCEL_BANNER_ART.flat(),
    ...PARCEL_HOW_ART,
    ...WHY_CHOOSE_ART,
    'bus',
    'motorcycle',
    'pickup-truck',
    'minibus',
    'sport-utility-vehicle',
    'automobile',
    'dollar-banknote',
    'purse',
    'bank',
    'credit-card',
    AVATAR_ART,
    DRIVER_ART,
    BRAND_FALLBACK_ART,
    BUSINESS_ART,
    'basket',
    'seedling',
  ]);
  return [...names].sort();
}
