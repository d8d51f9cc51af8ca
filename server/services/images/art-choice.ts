/**
 * Which illustration shows what: an art director's dictionaries from words in an entity's English name to
 * Fluent Emoji subjects, and fixed choices per module, vehicle category and payment gateway. An item is
 * drawn as its form (the dish, the drink, the product) and, where its name says more, a second subject for
 * what sets it apart (the dish's ingredient, the drink's fruit), in its colour when it has one: "Mango Lassi"
 * is a glass with a mango, "Spicy Chicken Burger" a burger with a chilli, "Navy Polo Shirt" a navy shirt. The
 * first rule whose word appears in the name wins, so specific words come before general ones; a seeded item
 * may say what it shows (`art`: `lead+second@colour`) where its name alone would not. Pure: the lists here
 * are also what `npm run art:extract` bundles.
 */

/** [words (whole words or word starts, lower case), subject] */
type Rule = [string[], string];

/** What an item is: its form. */
const FORM_RULES: Rule[] = [
  // Names where a later, more general word would mislead
  [['water bottle'], 'cup-with-straw'],
  [['lozenge', 'gumm'], 'candy'],
  [['supermarket', 'hypermarket', 'mart', 'grocer'], 'shopping-cart'],
  [['basket', 'market'], 'basket'],
  [['croissant', 'cinnamon roll'], 'croissant'],
  [['spring roll', 'dim sum'], 'dumpling'],
  [['fortune cookie'], 'fortune-cookie'],
  [['popcorn'], 'popcorn'],
  [['cookie'], 'cookie'],
  [['hummus', 'moutabal', 'labneh', 'foul'], 'bowl-with-spoon'],
  [['falafel'], 'falafel'],
  [['manoushe', 'manakish', 'naan', 'pita', 'flatbread', 'focaccia', 'arabic bread', 'regag', 'paratha'], 'flatbread'],
  // Food
  [['burger'], 'hamburger'],
  [['pizza'], 'pizza'],
  [['shawarma', 'wrap', 'kofta wrap'], 'stuffed-flatbread'],
  [['taco'], 'taco'],
  [['burrito', 'enchilada', 'quesadilla'], 'burrito'],
  [['sushi', 'roll', 'sashimi', 'nigiri'], 'sushi'],
  [['ramen', 'noodle', 'chow mein', 'udon'], 'steaming-bowl'],
  [['bento'], 'bento-box'],
  [['onigiri'], 'rice-ball'],
  [['gyoza', 'dumpling', 'dim sum', 'samosa', 'fatayer', 'spring roll'], 'dumpling'],
  [['butter chicken', 'tikka masala', 'curry', 'masala', 'biryani', 'rogan', 'makhani', 'machboos', 'madrooba', 'saffron', 'spice', 'indian'], 'curry-rice'],
  [['fried rice', 'jeera rice', 'sayadieh', 'risotto', 'rice bowl'], 'cooked-rice'],
  [['soup', 'harees', 'thareed', 'saloona'], 'pot-of-food'],
  [['shakshuka', 'lasagne'], 'shallow-pan-of-food'],
  [['pancake', 'chebab', 'crêpe', 'crepe'], 'pancakes'],
  [['waffle'], 'waffle'],
  [['eggs benedict', 'balaleet'], 'cooking'],
  [['toast'], 'bread'],
  [['sandwich', 'panini', 'sub '], 'sandwich'],
  [['hot dog', 'sausage', 'sujuk'], 'hot-dog'],
  [['fries', 'chips'], 'french-fries'],
  [['onion ring', 'onion bhaji'], 'onion'],
  [['nachos'], 'ear-of-corn'],
  [['corn ', 'sweetcorn'], 'ear-of-corn'],
  [['wings', 'tenders', 'nuggets', 'popcorn chicken', 'fried chicken', 'chicken bucket', 'chicken meal', 'tawook', 'half bbq chicken', 'chicken tikka'], 'poultry-leg'],
  [['calamari', 'squid'], 'squid'],
  [['oyster'], 'oyster'],
  [['lobster'], 'lobster'],
  [['crab'], 'crab'],
  [['prawn', 'shrimp'], 'shrimp'],
  [['salmon', 'hammour', 'fish', 'samak', 'tuna'], 'fish'],
  [['grill', 'ouzi', 'kebab', 'kofta', 'chops', 'ribs', 'brisket'], 'meat-on-bone'],
  [['steak', 'ribeye', 'tenderloin'], 'cut-of-meat'],
  [['salad', 'fattoush', 'tabbouleh', 'coleslaw', 'slaw', 'green bowl'], 'green-salad'],
  [['bowl'], 'bowl-with-spoon'],
  [['spaghetti', 'pasta', 'penne', 'fettuccine', 'mac and cheese'], 'spaghetti'],
  [['mashed potato', 'baked potato'], 'potato'],
  [['garlic bread'], 'baguette-bread'],
  [['churros', 'luqaimat', 'khanfaroosh', 'gulab jamun'], 'doughnut'],
  [['cheesecake', 'tiramisu', 'carrot cake', 'dessert', 'cake'], 'shortcake'],
  [['brownie sundae'], 'ice-cream'],
  [['brownie'], 'chocolate-bar'],
  [['cupcake', 'muffin'], 'cupcake'],
  [['pie'], 'pie'],
  [['kunafa', 'knafeh', 'baklava'], 'pie'],
  [['umm ali', 'custard', 'panna cotta', 'pudding', 'kulfi', 'yoghurt pot'], 'custard'],
  [['mochi'], 'dango'],
  [['gelato', 'sorbet', 'ice cream', 'sundae', 'scoop'], 'ice-cream'],
  [['cinnamon roll'], 'croissant'],
  [['milkshake', 'shake', 'lassi', 'smoothie', 'lemonade', 'agua fresca', 'horchata', 'ayran', 'iced tea', 'lemon mint', 'juice', 'cocktail'], 'cup-with-straw'],
  [['iced latte', 'iced green tea', 'spanish latte'], 'tumbler-glass'],
  [['matcha', 'flat white', 'cappuccino', 'americano', 'espresso', 'hot chocolate', 'latte', 'karak', 'chai', 'coffee', 'mug', 'affogato'], 'hot-beverage'],
  [['dallah', 'teapot'], 'teapot'],
  [['tea'], 'teacup-without-handle'],
  [['coconut water'], 'coconut'],
  [['breakfast', 'sunrise'], 'pancakes'],
  [['edamame'], 'pea-pod'],
  [['tofu'], 'white-large-square'],
  // Grocery
  [['banana'], 'banana'],
  [['green apple'], 'green-apple'],
  [['apple'], 'red-apple'],
  [['mango', 'exotic'], 'mango'],
  [['strawberr'], 'strawberry'],
  [['blueberr', 'berry'], 'blueberries'],
  [['cherr'], 'cherries'],
  [['peach'], 'peach'],
  [['pear'], 'pear'],
  [['lemon', 'lime'], 'lemon'],
  [['orange', 'tangerine'], 'tangerine'],
  [['grape'], 'grapes'],
  [['watermelon'], 'watermelon'],
  [['melon'], 'melon'],
  [['pineapple'], 'pineapple'],
  [['kiwi'], 'kiwi-fruit'],
  [['coconut'], 'coconut'],
  [['avocado'], 'avocado'],
  [['spinach', 'leafy', 'kale', 'lettuce', 'greens'], 'leafy-green'],
  [['broccoli'], 'broccoli'],
  [['mint', 'parsley', 'herb', 'basil'], 'herb'],
  [['tomato'], 'tomato'],
  [['carrot', 'root'], 'carrot'],
  [['sweet potato'], 'roasted-sweet-potato'],
  [['potato'], 'potato'],
  [['onion'], 'onion'],
  [['garlic'], 'garlic'],
  [['ginger'], 'ginger-root'],
  [['cucumber'], 'cucumber'],
  [['pepper'], 'bell-pepper'],
  [['chilli', 'chillies'], 'hot-pepper'],
  [['aubergine', 'eggplant'], 'eggplant'],
  [['mushroom'], 'mushroom'],
  [['milk', 'dairy'], 'glass-of-milk'],
  [['yoghurt', 'yogurt'], 'custard'],
  [['cheddar', 'cheese', 'halloumi', 'mozzarella', 'feta', 'parmesan'], 'cheese-wedge'],
  [['butter'], 'butter'],
  [['egg'], 'egg'],
  [['sourdough', 'loaf', 'bread', 'bakery', 'bun'], 'bread'],
  [['sparkling', 'water'], 'droplet'],
  [['olive'], 'olive'],
  [['honey'], 'honey-pot'],
  [['dates'], 'palm-tree'],
  [['rice'], 'cooked-rice'],
  [['chicken', 'poultry'], 'poultry-leg'],
  [['meat', 'beef', 'lamb', 'mince'], 'cut-of-meat'],
  [['chocolate'], 'chocolate-bar'],
  [['peanut', 'nut'], 'peanuts'],
  [['fruit', 'fresh', 'exotic'], 'red-apple'],
  [['vegetable', 'organic', 'farm', 'produce'], 'carrot'],
  [['pantry'], 'jar'],
  [['snack'], 'popcorn'],
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
  [['toothpaste', 'toothbrush', 'dental', 'oral'], 'toothbrush'],
  [['sanitiser', 'sanitizer', 'soap', 'personal care'], 'soap'],
  [['mask'], 'face-with-medical-mask'],
  [['cough', 'cold', 'flu', 'allerg', 'sneez'], 'sneezing-face'],
  [['prescription'], 'clipboard'],
  [['eye'], 'eye'],
  [['digestive', 'stomach'], 'pill'],
  [['mother'], 'pregnant-woman'],
  [['hair'], 'hair-pick'],
  [['herbal', 'natural'], 'herb'],
  [['tablet', 'capsule', 'vitamin', 'zinc', 'aspirin', 'paracetamol', 'ibuprofen', 'cetirizine', 'metformin', 'atorvastatin', 'statin', 'amlodipine', 'amoxicillin', 'multivitamin', 'pain', 'medic', 'pharma', 'chemist', 'health', 'care', 'condition'], 'pill'],
  // Shop
  [['headphone', 'earbud', 'audio', 'sound of'], 'headphone'],
  [['soundbar'], 'speaker-high-volume'],
  [['speaker'], 'radio'],
  [['charger', 'cable', 'usb'], 'electric-plug'],
  [['power bank', 'battery'], 'battery'],
  [['smart watch', 'watch'], 'watch'],
  [['smartphone', 'phone', 'screen protector', 'gadget', 'accessor'], 'mobile-phone'],
  [['computer', 'laptop'], 'laptop'],
  [['gaming', 'game'], 'video-game'],
  [['pet'], 'paw-prints'],
  [['garden'], 'potted-plant'],
  [['kitchen'], 'cooking'],
  [['tv', 'appliance'], 'television'],
  [['travel', 'bags'], 'luggage'],
  [['t-shirt', 'tee', 'shirt', 'men'], 't-shirt'],
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
  [['watches', 'jewellery'], 'gem-stone'],
];

/** What sets one item of a kind apart from the next: an ingredient, a fruit, a way of cooking. */
const SECOND_RULES: Rule[] = [
  [['spicy', 'hot ', 'chilli', 'nashville', 'diavola', 'arrabbiata', 'cajun', 'kung pao', 'hot and sour'], 'hot-pepper'],
  [['mushroom', 'truffle'], 'mushroom'],
  [['cheese', 'cheesy', 'paneer', 'halloumi', 'parmesan', 'burrata', 'alfredo', 'quesadilla', 'swiss'], 'cheese-wedge'],
  [['bbq', 'smoky', 'smoked', 'grilled', 'flame', 'mashwi', 'tandoor'], 'fire'],
  [['garlic'], 'garlic'],
  [['prawn', 'shrimp'], 'shrimp'],
  [['seafood'], 'lobster'],
  [['salmon', 'tuna', 'fish'], 'fish'],
  [['duck'], 'duck'],
  [['chicken', 'tawook'], 'poultry-leg'],
  [['lamb', 'beef', 'steak', 'pepperoni', 'bolognese', 'birria', 'brisket'], 'cut-of-meat'],
  [['crispy', 'fried', 'tempura', 'katsu', 'popcorn'], 'sparkles'],
  [['pita'], 'flatbread'],
  [['egg'], 'egg'],
  [['avocado', 'guacamole'], 'avocado'],
  [['veggie', 'vegetable', 'vegan', 'beyond', 'green detox'], 'leafy-green'],
  [['falafel'], 'falafel'],
  [['spinach'], 'leafy-green'],
  [['dal', 'lentil', 'black bean', 'edamame'], 'beans'],
  [['mango'], 'mango'],
  [['strawberr'], 'strawberry'],
  [['blueberr', 'berry', 'berries'], 'blueberries'],
  [['banana'], 'banana'],
  [['orange'], 'tangerine'],
  [['lemon', 'lime'], 'lemon'],
  [['watermelon'], 'watermelon'],
  [['pineapple'], 'pineapple'],
  [['kiwi'], 'kiwi-fruit'],
  [['apple'], 'green-apple'],
  [['grape'], 'grapes'],
  [['coconut'], 'coconut'],
  [['lychee'], 'cherries'],
  [['carrot'], 'carrot'],
  [['tomato'], 'tomato'],
  [['corn'], 'ear-of-corn'],
  [['sweet potato'], 'roasted-sweet-potato'],
  [['onion'], 'onion'],
  [['olive'], 'olive'],
  [['mint'], 'herb'],
  [['za\'atar', 'zaatar', 'pesto', 'basil', 'herb'], 'herb'],
  [['ginger'], 'ginger-root'],
  [['honey'], 'honey-pot'],
  [['date'], 'palm-tree'],
  [['saffron'], 'blossom'],
  [['pistachio', 'hazelnut', 'almond', 'pecan', 'nut'], 'chestnut'],
  [['peanut'], 'peanuts'],
  [['caramel', 'lotus', 'biscoff'], 'honey-pot'],
  [['cookies', 'oreo'], 'cookie'],
  [['chocolate', 'cocoa', 'fudge', 'nutella'], 'chocolate-bar'],
  [['vanilla'], 'blossom'],
  [['cinnamon'], 'chestnut'],
  [['matcha', 'green tea'], 'leafy-green'],
  [['milk', 'cream', 'latte', 'flat white', 'cappuccino'], 'glass-of-milk'],
  [['rice'], 'cooked-rice'],
  [['sweet and sour'], 'pineapple'],
  [['ice', 'iced', 'frozen', 'cold'], 'ice'],
  [['sparkling'], 'bubbles'],
  [['kids'], 'teddy-bear'],
  [['breakfast'], 'sunrise'],
  [['late-night', 'midnight'], 'crescent-moon'],
  [['family', 'bucket', 'platter', 'box'], 'package'],
];

/** Colours a name or a shop item's first colour gives its picture. */
export const COLOURS: Record<string, { h: number; s: number; l: number }> = {
  black: { h: 230, s: 0.12, l: 0.2 },
  white: { h: 220, s: 0.1, l: 0.93 },
  grey: { h: 210, s: 0.06, l: 0.52 },
  navy: { h: 222, s: 0.6, l: 0.28 },
  blue: { h: 214, s: 0.7, l: 0.46 },
  red: { h: 356, s: 0.72, l: 0.47 },
  green: { h: 140, s: 0.45, l: 0.38 },
  olive: { h: 68, s: 0.35, l: 0.36 },
  pink: { h: 335, s: 0.7, l: 0.72 },
  beige: { h: 35, s: 0.42, l: 0.78 },
  brown: { h: 25, s: 0.5, l: 0.33 },
  silver: { h: 215, s: 0.08, l: 0.76 },
  gold: { h: 45, s: 0.78, l: 0.52 },
  orange: { h: 24, s: 0.85, l: 0.53 },
  yellow: { h: 48, s: 0.9, l: 0.56 },
  purple: { h: 275, s: 0.5, l: 0.5 },
};

const textOf = (name: string) => ` ${name.toLowerCase().replace(/[^\p{L}\p{N}%&'-]+/gu, ' ')} `;

function firstMatch(rules: readonly Rule[], text: string, except: string | null): { subject: string; word: string } | null {
  for (const [words, subject] of rules) {
    if (subject === except) continue;
    const word = words.find((candidate) => text.includes(` ${candidate}`));
    if (word) return { subject, word };
  }
  return null;
}

/** Categories whose name is a kind of cuisine or a shelf rather than a thing. */
const CATEGORY_ART: Record<string, string> = {
  arabic: 'stuffed-flatbread',
  chinese: 'takeout-box',
  japanese: 'sushi',
  mexican: 'taco',
  seafood: 'shrimp',
  sides: 'french-fries',
  'asian foods': 'chopsticks',
  frozen: 'ice',
  household: 'sponge',
  spices: 'hot-pepper',
  perfumes: 'amphora',
  'sports nutrition': 'flexed-biceps',
};

/** The subject for an entity's English name (its form), or the fallback when no word matches. */
export function artForName(name: string, fallback: string): string {
  return CATEGORY_ART[name.trim().toLowerCase()] ?? firstMatch(FORM_RULES, textOf(name), null)?.subject ?? fallback;
}

/** What an item's picture shows: its form, what sets it apart, and its colour. */
export interface ItemArt {
  lead: string;
  second?: string;
  colour?: string;
}

/** `lead[@colour][+second]` (a seeded item's own choice), or null when it is not one. */
export function parseArt(spec: string | null | undefined): ItemArt | null {
  const match = /^([a-z0-9-]+)(?:@([a-z]+))?(?:\+([a-z0-9-]+))?$/.exec(spec?.trim() ?? '');
  if (!match?.[1]) return null;
  return { lead: match[1], ...(match[3] ? { second: match[3] } : {}), ...(match[2] ? { colour: match[2] } : {}) };
}

/**
 * An item's picture, by what it says it shows (`stored`), else by its name: the form, then the first word
 * left over that names something else (the word that named the form does not count twice), and a colour word.
 */
export function itemArt(name: string, fallback: string, stored: string | null | undefined, colour?: string | null): ItemArt {
  const own = parseArt(stored);
  if (own) return own.colour || !colour ? own : { ...own, colour };
  const text = textOf(name);
  const form = firstMatch(FORM_RULES, text, null);
  const lead = form?.subject ?? fallback;
  const rest = form ? text.replace(` ${form.word}`, ' ') : text;
  const second = firstMatch(SECOND_RULES, rest, lead)?.subject;
  const named = Object.keys(COLOURS).find((word) => text.includes(` ${word} `));
  const shade = named ?? colour?.toLowerCase() ?? undefined;
  return { lead, ...(second ? { second } : {}), ...(shade && COLOURS[shade] ? { colour: shade } : {}) };
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

/**
 * Every subject the dictionaries can name, and those the seeded catalogue chooses for its items and stores
 * (`seeded`): what the bundled art must contain.
 */
export function allArtSubjects(seeded: readonly string[] = []): string[] {
  const names = new Set<string>([
    ...FORM_RULES.map(([, subject]) => subject),
    ...SECOND_RULES.map(([, subject]) => subject),
    ...Object.values(CATEGORY_ART),
    ...Object.values(MODULE_ART),
    ...Object.values(MODULE_COMPANIONS).flat(),
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
    'medical-symbol',
    ...seeded,
  ]);
  return [...names].sort();
}
