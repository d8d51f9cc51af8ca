/**
 * Names and shapes for the non-rental catalogue, per module: categories (some with sub-categories), four
 * stores across the zones, and eight item templates that every store of the module sells (prices vary a
 * little per store). Flags and options here drive variations, stock, availability windows and badges.
 */

export interface CategorySeed {
  name: string;
  nameAr: string;
  children?: [string, string][];
}

export interface StoreSeed {
  name: string;
  nameAr: string;
  zoneId: number;
  lat: number;
  lng: number;
  address: string;
  vegOnly?: boolean;
}

export interface ItemTemplate {
  name: string;
  nameAr: string;
  price: number;
  /** Index into the module's categories; when that category has children the item sits in child `child` (default 0). */
  category: number;
  child?: number;
  unit?: string;
  veg?: 0 | 1;
  halal?: 0 | 1;
  organic?: 0 | 1;
  prescription?: 0 | 1;
  generic?: string[];
  nutritions?: string[];
  allergies?: string[];
  /** Non-food option (choice_options + variations with stock): label and price delta per value. */
  option?: { title: string; values: [string, number][] };
  /** Food: `[starts, ends]` availability window (default all day). */
  window?: [string, string];
  /** Food with meat: the dish a vegetarian-only kitchen sells in its place (English, Arabic). */
  veggie?: [string, string];
}

export interface ModuleCatalog {
  moduleId: number;
  categories: CategorySeed[];
  stores: StoreSeed[];
  items: ItemTemplate[];
}

const c = (name: string, nameAr: string, children?: [string, string][]): CategorySeed => ({ name, nameAr, children });

export const CATALOG: ModuleCatalog[] = [
  {
    moduleId: 1,
    categories: [
      c('Fruits', 'فواكه', [['Everyday Fruit', 'فواكه يومية'], ['Exotic Fruit', 'فواكه استوائية']]),
      c('Vegetables', 'خضروات', [['Leafy Greens', 'خضار ورقية'], ['Root Vegetables', 'خضار جذرية']]),
      c('Dairy', 'ألبان'),
      c('Bakery', 'مخبوزات'),
      c('Beverages', 'مشروبات', [['Water', 'مياه'], ['Juices', 'عصائر']]),
      c('Pantry', 'مؤن'),
    ],
    stores: [
      { name: 'Fresh Basket Market', nameAr: 'سوق السلة الطازجة', zoneId: 1, lat: 25.2048, lng: 55.2708, address: 'Downtown Dubai' },
      { name: 'Marina Greens', nameAr: 'مارينا جرينز', zoneId: 2, lat: 25.0815, lng: 55.1412, address: 'Dubai Marina' },
      { name: 'Deira Daily Mart', nameAr: 'ديرة ديلي مارت', zoneId: 1, lat: 25.2705, lng: 55.305, address: 'Deira' },
      { name: 'Al Quoz Organics', nameAr: 'القوز العضوية', zoneId: 3, lat: 25.147, lng: 55.236, address: 'Al Quoz', vegOnly: true },
    ],
    items: [
      { name: 'Bananas', nameAr: 'موز', price: 6.5, category: 0, unit: 'kg', veg: 1, organic: 1 },
      { name: 'Red Apples', nameAr: 'تفاح أحمر', price: 9.75, category: 0, unit: 'kg', veg: 1, option: { title: 'Pack', values: [['1kg', 0], ['2kg', 9]] } },
      { name: 'Baby Spinach', nameAr: 'سبانخ صغيرة', price: 8, category: 1, unit: 'pack', veg: 1, organic: 1 },
      { name: 'Fresh Milk 2L', nameAr: 'حليب طازج ٢ لتر', price: 11.5, category: 2, unit: 'bottle', veg: 1, allergies: ['Milk'] },
      { name: 'Greek Yoghurt', nameAr: 'زبادي يوناني', price: 7.25, category: 2, unit: 'cup', veg: 1, allergies: ['Milk'] },
      { name: 'Sourdough Loaf', nameAr: 'خبز العجين المخمر', price: 14, category: 3, unit: 'loaf', veg: 1, allergies: ['Gluten'] },
      { name: 'Sparkling Water 6-pack', nameAr: 'مياه فوارة ٦ عبوات', price: 12, category: 4, unit: 'pack', veg: 1 },
      { name: 'Basmati Rice 5kg', nameAr: 'أرز بسمتي ٥ كغ', price: 38, category: 5, unit: 'bag', veg: 1 },
    ],
  },
  {
    moduleId: 2,
    categories: [
      c('Burgers', 'برجر', [['Beef Burgers', 'برجر لحم'], ['Chicken Burgers', 'برجر دجاج']]),
      c('Pizza', 'بيتزا'),
      c('Arabic', 'عربي', [['Shawarma & Wraps', 'شاورما ولفائف'], ['Grills', 'مشويات']]),
      c('Salads', 'سلطات'),
      c('Desserts', 'حلويات'),
      c('Drinks', 'مشروبات'),
    ],
    stores: [
      { name: 'Burger Hub', nameAr: 'برجر هب', zoneId: 1, lat: 25.196, lng: 55.276, address: 'Downtown Dubai' },
      { name: 'Shawarma Street', nameAr: 'شارع الشاورما', zoneId: 1, lat: 25.258, lng: 55.301, address: 'Bur Dubai' },
      { name: 'Marina Slice', nameAr: 'مارينا سلايس', zoneId: 2, lat: 25.079, lng: 55.139, address: 'Dubai Marina' },
      { name: 'Green Bowl', nameAr: 'الوعاء الأخضر', zoneId: 3, lat: 25.118, lng: 55.201, address: 'Al Barsha', vegOnly: true },
    ],
    items: [
      { name: 'Classic Beef Burger', nameAr: 'برجر لحم كلاسيك', price: 42, category: 0, halal: 1, veggie: ['Mushroom Swiss Burger', 'برجر الفطر السويسري'], nutritions: ['Protein', 'Carbohydrates'], allergies: ['Gluten', 'Sesame'] },
      { name: 'Crispy Chicken Burger', nameAr: 'برجر دجاج مقرمش', price: 38, category: 0, child: 1, halal: 1, veggie: ['Crispy Halloumi Burger', 'برجر الحلومي المقرمش'], nutritions: ['Protein'], allergies: ['Gluten', 'Egg'] },
      { name: 'Margherita Pizza', nameAr: 'بيتزا مارغريتا', price: 45, category: 1, veg: 1, allergies: ['Gluten', 'Milk'] },
      { name: 'Chicken Shawarma Plate', nameAr: 'طبق شاورما دجاج', price: 32, category: 2, halal: 1, veggie: ['Falafel Shawarma Plate', 'طبق شاورما فلافل'], nutritions: ['Protein'] },
      { name: 'Falafel Wrap', nameAr: 'لفافة فلافل', price: 18, category: 2, veg: 1, window: ['06:00:00', '11:30:00'], allergies: ['Gluten', 'Sesame'] },
      { name: 'Quinoa Power Salad', nameAr: 'سلطة الكينوا', price: 36, category: 3, veg: 1, nutritions: ['Fibre', 'Protein'] },
      { name: 'Kunafa', nameAr: 'كنافة', price: 24, category: 4, veg: 1, window: ['22:00:00', '23:59:59'], allergies: ['Milk', 'Nuts'] },
      { name: 'Fresh Lemon Mint', nameAr: 'ليمون بالنعناع', price: 16, category: 5, veg: 1 },
    ],
  },
  {
    moduleId: 3,
    categories: [
      c('Pain Relief', 'مسكنات'),
      c('Cold & Flu', 'البرد والإنفلونزا'),
      c('Vitamins', 'فيتامينات', [['Vitamin C & Immunity', 'فيتامين سي والمناعة'], ['Multivitamins', 'فيتامينات متعددة']]),
      c('Skin Care', 'العناية بالبشرة'),
      c('Baby Care', 'رعاية الطفل'),
      c('Prescription', 'وصفات طبية'),
    ],
    stores: [
      { name: 'Life Care Pharmacy', nameAr: 'صيدلية لايف كير', zoneId: 1, lat: 25.2335, lng: 55.3188, address: 'Oud Metha' },
      { name: 'Creek Health Pharmacy', nameAr: 'صيدلية كريك الصحية', zoneId: 1, lat: 25.2542, lng: 55.331, address: 'Deira' },
      { name: 'Al Quoz Medical Store', nameAr: 'متجر القوز الطبي', zoneId: 3, lat: 25.1455, lng: 55.2395, address: 'Al Quoz' },
      { name: 'Business Bay Chemist', nameAr: 'صيدلية الخليج التجاري', zoneId: 1, lat: 25.1862, lng: 55.2651, address: 'Business Bay' },
    ],
    items: [
      { name: 'Paracetamol 500mg (24 tablets)', nameAr: 'باراسيتامول ٥٠٠ ملغ', price: 9, category: 0, generic: ['Paracetamol'] },
      { name: 'Ibuprofen 200mg (20 tablets)', nameAr: 'إيبوبروفين ٢٠٠ ملغ', price: 12.5, category: 0, generic: ['Ibuprofen'] },
      { name: 'Cough Syrup 100ml', nameAr: 'شراب السعال ١٠٠ مل', price: 18, category: 1, generic: ['Dextromethorphan'] },
      { name: 'Vitamin C 1000mg', nameAr: 'فيتامين سي ١٠٠٠ ملغ', price: 35, category: 2, generic: ['Ascorbic acid'], option: { title: 'Pack size', values: [['30 tablets', 0], ['60 tablets', 28]] } },
      { name: 'SPF 50 Sunscreen', nameAr: 'واقي شمس ٥٠', price: 62, category: 3 },
      { name: 'Baby Diapers Size 3', nameAr: 'حفاضات أطفال مقاس ٣', price: 48, category: 4 },
      { name: 'Amoxicillin 500mg', nameAr: 'أموكسيسيلين ٥٠٠ ملغ', price: 28, category: 5, prescription: 1, generic: ['Amoxicillin'] },
      { name: 'Insulin Pen Needles', nameAr: 'إبر قلم الأنسولين', price: 55, category: 5, prescription: 1, generic: ['Insulin needles'] },
    ],
  },
  {
    moduleId: 4,
    categories: [
      c('Phones', 'هواتف', [['Accessories', 'إكسسوارات'], ['Chargers', 'شواحن']]),
      c('Audio', 'صوتيات'),
      c('Fashion', 'أزياء', [['Men', 'رجال'], ['Women', 'نساء']]),
      c('Home', 'المنزل'),
      c('Sports', 'رياضة'),
      c('Toys', 'ألعاب'),
    ],
    stores: [
      { name: 'Gadget Corner', nameAr: 'ركن الأجهزة', zoneId: 1, lat: 25.2537, lng: 55.3031, address: 'BurJuman' },
      { name: 'Marina Style House', nameAr: 'بيت مارينا للأزياء', zoneId: 2, lat: 25.0762, lng: 55.1368, address: 'JBR' },
      { name: 'Home & Co.', nameAr: 'هوم آند كو', zoneId: 3, lat: 25.1178, lng: 55.2008, address: 'Al Barsha' },
      { name: 'Active Life Sports', nameAr: 'أكتف لايف للرياضة', zoneId: 1, lat: 25.2215, lng: 55.3529, address: 'Festival City' },
    ],
    items: [
      { name: 'Wireless Earbuds', nameAr: 'سماعات لاسلكية', price: 199, category: 1, option: { title: 'Colour', values: [['Black', 0], ['White', 0], ['Blue', 10]] } },
      { name: 'Phone Charger 30W', nameAr: 'شاحن هاتف ٣٠ واط', price: 79, category: 0, child: 1 },
      { name: 'Cotton T-Shirt', nameAr: 'قميص قطني', price: 59, category: 2, option: { title: 'Size', values: [['S', 0], ['M', 0], ['L', 5], ['XL', 10]] } },
      { name: 'Running Shoes', nameAr: 'حذاء جري', price: 289, category: 4, option: { title: 'Size', values: [['41', 0], ['42', 0], ['43', 0], ['44', 15]] } },
      { name: 'Ceramic Mug Set', nameAr: 'طقم أكواب خزفية', price: 89, category: 3 },
      { name: 'Yoga Mat', nameAr: 'سجادة يوغا', price: 120, category: 4 },
      { name: 'Bluetooth Speaker', nameAr: 'مكبر صوت بلوتوث', price: 249, category: 1 },
      { name: 'Building Blocks Set', nameAr: 'مجموعة مكعبات البناء', price: 149, category: 5 },
    ],
  },
];

/** What the parcel module carries (its own per-km and minimum charges). */
export const PARCEL_CATEGORIES: [number, string, string, string, number, number][] = [
  [1, 'Documents', 'مستندات', 'Letters, contracts and papers up to 1 kg.', 2.5, 12],
  [2, 'Small box', 'صندوق صغير', 'Up to 5 kg, fits on a motorbike.', 3, 15],
  [3, 'Medium box', 'صندوق متوسط', 'Up to 20 kg, delivered by car.', 4, 25],
  [4, 'Fragile', 'قابل للكسر', 'Handled with extra care, up to 10 kg.', 4.5, 30],
];
