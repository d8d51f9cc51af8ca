/**
 * Food (module 2): sixteen restaurants, each with its own menu (burgers, Levantine shawarma and grills,
 * pizza, a vegetarian kitchen, Indian, Japanese, Chinese, fried chicken, seafood, a café, Mexican, Emirati,
 * gelato, a juice bar, a Lebanese bakery, a smokehouse), with food variation groups (single and multi,
 * required and optional, with bounds), each kitchen's add-ons, availability windows (breakfast, late night),
 * halal and veg flags, nutrition and allergens.
 */
import { category, item, multi, single, type FoodGroup, type ModuleCatalog, type Priced, type StoreSeed } from './catalog-types';

const REGULAR_LARGE: Priced[] = [['Regular', 'عادي', 0], ['Large', 'كبير', 8]];
const BURGER: FoodGroup[] = [
  single('Size', 'الحجم', REGULAR_LARGE),
  multi('Extras', 'إضافات', [1, 2], [['Cheese', 'جبن', 3], ['Jalapeños', 'هالبينو', 2], ['Egg', 'بيض', 4]]),
];
const DRINK: FoodGroup[] = [
  single('Size', 'الحجم', [['Regular', 'عادي', 0], ['Large', 'كبير', 4]]),
  single('Sweetness', 'السكر', [['No sugar', 'بدون سكر', 0], ['Less sweet', 'سكر خفيف', 0], ['Normal', 'عادي', 0]], 'off'),
];
const SHAKE: FoodGroup[] = [single('Size', 'الحجم', [['Regular', 'عادي', 0], ['Large', 'كبير', 5]]), multi('Toppings', 'الإضافات', [1, 2], [['Whipped cream', 'كريمة مخفوقة', 2], ['Oreo crumble', 'فتات أوريو', 3], ['Caramel drizzle', 'صوص الكراميل', 2]])];
const DIPS = (required: 'on' | 'off'): FoodGroup => multi('Dips', 'الصلصات', [1, 2], [['Honey mustard', 'خردل بالعسل', 0], ['BBQ', 'باربكيو', 0], ['Ranch', 'رانش', 0], ['Garlic mayo', 'مايونيز بالثوم', 0]], required);
const PIZZA: FoodGroup[] = [
  single('Size', 'الحجم', [['Small 8"', 'صغير ٨ إنش', 0], ['Medium 10"', 'وسط ١٠ إنش', 12], ['Large 12"', 'كبير ١٢ إنش', 22]]),
  single('Crust', 'العجينة', [['Classic', 'كلاسيكية', 0], ['Thin', 'رقيقة', 0], ['Stuffed crust', 'أطراف محشوة', 9]], 'off'),
  multi('Toppings', 'الإضافات', [1, 3], [['Olives', 'زيتون', 3], ['Mushrooms', 'فطر', 3], ['Extra cheese', 'جبن إضافي', 5], ['Peppers', 'فلفل', 3]]),
];
const PASTA: FoodGroup[] = [single('Pasta', 'المعكرونة', [['Penne', 'بيني', 0], ['Spaghetti', 'سباغيتي', 0], ['Gluten-free fusilli', 'فوسيلي خالية من الغلوتين', 6]])];
const SHAWARMA: FoodGroup[] = [
  single('Bread', 'الخبز', [['Arabic bread', 'خبز عربي', 0], ['Saj', 'صاج', 2], ['Rice instead', 'أرز بدل الخبز', 4]]),
  multi('Sauces', 'الصلصات', [1, 2], [['Garlic', 'ثوم', 0], ['Tahini', 'طحينة', 0], ['Chilli', 'حار', 0]], 'on'),
];
const GRILL_SIDE: FoodGroup[] = [
  single('Side', 'الطبق الجانبي', [['Rice', 'أرز', 0], ['Fries', 'بطاطس', 0], ['Salad', 'سلطة', 0]]),
  multi('Dips', 'الصلصات', [1, 3], [['Hummus', 'حمص', 4], ['Moutabal', 'متبل', 4], ['Garlic', 'ثوم', 2]]),
];
const SPICE: FoodGroup[] = [single('Spice level', 'درجة الحرارة', [['Mild', 'خفيف', 0], ['Medium', 'متوسط', 0], ['Hot', 'حار', 0]])];
const MILK: FoodGroup[] = [single('Milk', 'الحليب', [['Full cream', 'كامل الدسم', 0], ['Oat', 'شوفان', 3], ['Almond', 'لوز', 3]])];
const COFFEE: FoodGroup[] = [single('Size', 'الحجم', [['Small', 'صغير', 0], ['Medium', 'وسط', 3], ['Large', 'كبير', 5]]), ...MILK];
const PIECES = (values: [number, number][]): FoodGroup => single('Pieces', 'عدد القطع', values.map(([count, price]) => [`${count} pieces`, `${count} قطع`, price]));
const HEAT: FoodGroup = single('Heat', 'الحرارة', [['Classic', 'كلاسيك', 0], ['Spicy', 'حار', 0]]);
const RICE_BASE: FoodGroup = single('Base', 'القاعدة', [['Steamed rice', 'أرز أبيض', 0], ['Egg fried rice', 'أرز مقلي بالبيض', 5], ['Noodles', 'نودلز', 5]]);
const TACO_FILLING: FoodGroup = single('Filling', 'الحشوة', [['Chicken', 'دجاج', 0], ['Beef', 'لحم', 4], ['Grilled veg', 'خضار مشوية', 0]]);
const SCOOPS: FoodGroup[] = [single('Scoops', 'الكرات', [['One scoop', 'كرة واحدة', 0], ['Two scoops', 'كرتان', 8], ['Three scoops', 'ثلاث كرات', 14]]), single('Served in', 'التقديم', [['Cup', 'كوب', 0], ['Waffle cone', 'بسكويت مخروطي', 3]])];
const DONENESS: FoodGroup[] = [single('Cooked', 'درجة الطهي', [['Medium rare', 'نصف استواء', 0], ['Medium', 'متوسط', 0], ['Well done', 'مستوي جيدًا', 0]]), single('Sauce', 'الصلصة', [['Peppercorn', 'الفلفل الأسود', 0], ['Mushroom', 'الفطر', 0], ['Chimichurri', 'تشيميتشوري', 0]])];

const BREAKFAST: [string, string] = ['06:00:00', '11:30:00'];
const LATE_NIGHT: [string, string] = ['22:00:00', '23:59:59'];
const HALAL = { halal: 1 } as const;
const VEG = { veg: 1 } as const;

const burgerHub: StoreSeed = {
  id: 5, name: 'Burger Hub', nameAr: 'برجر هب', zoneId: 1, lat: 25.196, lng: 55.276, address: 'Downtown Dubai', addressAr: 'وسط مدينة دبي', hours: 'always',
  art: ['hamburger', 'french-fries', 'cup-with-straw', 'poultry-leg', 'onion'], discount: [10, 50, 30], recommended: true, featured: true, deliveryTime: '25-35 min',
  addOns: [['Extra sauce', 'صوص إضافي', 2], ['Fries', 'بطاطس مقلية', 8], ['Soft drink', 'مشروب غازي', 6], ['Onion rings', 'حلقات البصل', 9], ['Cheese slice', 'شريحة جبن', 3]],
  items: [
    item('Classic Beef Burger', 'برجر لحم كلاسيك', 42, 'Burgers/Beef Burgers', ['Flame-grilled beef patty, cheddar, lettuce, tomato and house sauce in a brioche bun.', 'قرص لحم مشوي على اللهب مع شيدر وخس وطماطم وصوص البيت في خبز بريوش.'], { ...HALAL, nutritions: ['Protein', 'Carbohydrates'], allergies: ['Gluten', 'Sesame'], groups: BURGER, addOns: true, discount: 10, recommended: 1, pictures: 2 }),
    item('Crispy Chicken Burger', 'برجر دجاج مقرمش', 38, 'Burgers/Chicken Burgers', ['Buttermilk fried chicken thigh with slaw and pickles.', 'فخذ دجاج مقلي باللبن الرائب مع سلطة الملفوف والمخلل.'], { ...HALAL, nutritions: ['Protein'], allergies: ['Gluten', 'Egg'], groups: BURGER, addOns: true, maxQuantity: 3 }),
    item('Double Cheese Burger', 'برجر دبل تشيز', 52, 'Burgers/Beef Burgers', ['Two smashed beef patties, double cheddar, onions and pickles.', 'قرصان من اللحم المضغوط مع شيدر مضاعف وبصل ومخلل.'], { ...HALAL, groups: BURGER, addOns: true, allergies: ['Gluten', 'Milk'], nutritions: ['Protein'], recommended: 1 }),
    item('Spicy Chicken Burger', 'برجر دجاج حار', 40, 'Burgers/Chicken Burgers', ['Crispy chicken with chilli mayo and jalapeños.', 'دجاج مقرمش مع مايونيز حار وهالبينو.'], { ...HALAL, groups: BURGER, addOns: true, allergies: ['Gluten', 'Egg'] }),
    item('Mushroom Swiss Burger', 'برجر الفطر السويسري', 46, 'Burgers/Beef Burgers', ['Beef patty, sautéed mushrooms, Swiss cheese and truffle mayo.', 'قرص لحم مع فطر سوتيه وجبن سويسري ومايونيز الكمأة.'], { ...HALAL, groups: BURGER, addOns: true, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Chicken Tenders', 'أصابع الدجاج', 29, 'Fried Chicken', ['Hand-breaded chicken tenders with the dips of your choice.', 'أصابع دجاج مغطاة بالبقسماط يدويًا مع الصلصات التي تختارها.'], { ...HALAL, groups: [PIECES([[3, 0], [5, 10]]), DIPS('on')], allergies: ['Gluten', 'Egg'] }),
    item('Loaded Cheese Fries', 'بطاطس محملة بالجبن', 22, 'Sides', ['Skin-on fries under cheddar sauce, jalapeños and crispy onions.', 'بطاطس بقشرها مع صوص الشيدر والهالبينو والبصل المقرمش.'], { ...VEG, allergies: ['Milk'], discount: [3, 'amount'] }),
    item('Chocolate Milkshake', 'ميلك شيك الشوكولاتة', 21, 'Drinks', ['Thick chocolate shake made with vanilla ice cream.', 'ميلك شيك كثيف بالشوكولاتة مع آيس كريم الفانيليا.'], { ...VEG, groups: SHAKE, allergies: ['Milk'] }),
    item('Smoky BBQ Burger', 'برجر باربكيو مدخن', 48, 'Burgers/Beef Burgers', ['Beef patty, smoked cheddar, crispy onion rings and BBQ sauce.', 'قرص لحم مع شيدر مدخن وحلقات بصل مقرمشة وصوص باربكيو.'], { ...HALAL, groups: BURGER, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Grilled Chicken Burger', 'برجر دجاج مشوي', 39, 'Burgers/Chicken Burgers', ['Grilled chicken breast, avocado, lettuce and lemon mayo.', 'صدر دجاج مشوي مع أفوكادو وخس ومايونيز الليمون.'], { ...HALAL, groups: BURGER, addOns: true, allergies: ['Gluten', 'Egg'], nutritions: ['Protein'], art: 'hamburger+avocado' }),
    item('Beyond Veggie Burger', 'برجر نباتي', 44, 'Burgers', ['Plant-based patty, vegan cheese, tomato and pickles.', 'قرص نباتي مع جبن نباتي وطماطم ومخلل.'], { ...VEG, groups: BURGER, addOns: true, allergies: ['Gluten', 'Soy'] }),
    item('Midnight Smash Burger', 'برجر منتصف الليل', 45, 'Burgers/Beef Burgers', ['Our late-night special: a double smash patty with fried egg and hot honey, after 10 pm only.', 'طبق آخر الليل: قرصان مضغوطان مع بيضة مقلية وعسل حار، بعد العاشرة مساءً فقط.'], { ...HALAL, window: LATE_NIGHT, allergies: ['Gluten', 'Egg'] }),
    item('Classic Fries', 'بطاطس كلاسيك', 12, 'Sides', ['Golden skin-on fries with sea salt.', 'بطاطس ذهبية بقشرها مع ملح البحر.'], { ...VEG, groups: [single('Size', 'الحجم', REGULAR_LARGE.map(([en, ar]) => [en, ar, en === 'Large' ? 5 : 0]))] }),
    item('Onion Rings', 'حلقات البصل', 15, 'Sides', ['Beer-free battered onion rings with ranch.', 'حلقات بصل مقرمشة مع صوص الرانش.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Sweet Potato Fries', 'بطاطا حلوة مقلية', 16, 'Sides', ['Crispy sweet potato fries with chipotle mayo.', 'بطاطا حلوة مقلية مقرمشة مع مايونيز الشيبوتلي.'], { ...VEG }),
    item('Vanilla Milkshake', 'ميلك شيك الفانيليا', 19, 'Drinks', ['Madagascar vanilla ice cream blended thick.', 'آيس كريم فانيليا مدغشقر مخفوق بكثافة.'], { ...VEG, groups: SHAKE, allergies: ['Milk'] }),
    item('Strawberry Milkshake', 'ميلك شيك الفراولة', 20, 'Drinks', ['Fresh strawberries blended with vanilla ice cream.', 'فراولة طازجة مخفوقة مع آيس كريم الفانيليا.'], { ...VEG, groups: SHAKE, allergies: ['Milk'] }),
    item('Cola', 'كولا', 7, 'Drinks', ['Chilled 330 ml can.', 'علبة مثلجة ٣٣٠ مل.'], { ...VEG, art: 'cup-with-straw+ice' }),
    item('Fresh Lemon Mint', 'ليمون بالنعناع', 16, 'Drinks', ['Blended lemon and fresh mint over crushed ice.', 'ليمون ونعناع طازج مخفوق مع الثلج المجروش.'], { ...VEG, groups: DRINK, art: 'cup-with-straw+lemon' }),
    item('Brownie Sundae', 'براوني صنداي', 24, 'Desserts', ['Warm fudge brownie, vanilla ice cream and chocolate sauce.', 'براوني دافئ مع آيس كريم الفانيليا وصوص الشوكولاتة.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'], art: 'ice-cream+chocolate-bar' }),
    item('New York Cheesecake', 'تشيز كيك نيويورك', 27, 'Desserts', ['Baked vanilla cheesecake with berry compote.', 'تشيز كيك الفانيليا المخبوز مع صوص التوت.'], { ...VEG, allergies: ['Milk', 'Egg', 'Gluten'] }),
    item('Kids Burger Meal', 'وجبة برجر للأطفال', 28, 'Burgers', ['Mini beef burger, small fries, juice and a surprise toy.', 'برجر لحم صغير مع بطاطس صغيرة وعصير ولعبة مفاجأة.'], { ...HALAL, allergies: ['Gluten'], art: 'hamburger+teddy-bear' }),
  ],
};

const shawarmaStreet: StoreSeed = {
  id: 6, name: 'Shawarma Street', nameAr: 'شارع الشاورما', zoneId: 1, lat: 25.258, lng: 55.301, address: 'Bur Dubai', addressAr: 'بر دبي', hours: 'always',
  art: ['stuffed-flatbread', 'falafel', 'meat-on-bone', 'flatbread', 'green-salad'], freeDelivery: true, scheduleOrder: false, minimumOrder: 10, deliveryTime: '20-30 min',
  announcement: ['Free delivery on every order this month.', 'توصيل مجاني لكل الطلبات هذا الشهر.'],
  addOns: [['Garlic dip', 'صوص الثوم', 3], ['Extra pickles', 'مخلل إضافي', 2], ['Fries', 'بطاطس مقلية', 7], ['Ayran', 'عيران', 5]],
  items: [
    item('Chicken Shawarma Plate', 'طبق شاورما دجاج', 32, 'Arabic/Shawarma & Wraps', ['Marinated chicken shawarma with garlic sauce, pickles and fries.', 'شاورما دجاج متبلة مع صوص الثوم والمخلل والبطاطس.'], { ...HALAL, nutritions: ['Protein'], groups: SHAWARMA, addOns: true, discount: [3, 'amount'], recommended: 1, art: 'stuffed-flatbread+french-fries' }),
    item('Chicken Shawarma Wrap', 'ساندويتش شاورما دجاج', 16, 'Arabic/Shawarma & Wraps', ['Chicken shawarma rolled in Arabic bread with garlic and pickles.', 'شاورما دجاج ملفوفة بالخبز العربي مع الثوم والمخلل.'], { ...HALAL, groups: SHAWARMA, addOns: true }),
    item('Beef Shawarma Wrap', 'ساندويتش شاورما لحم', 19, 'Arabic/Shawarma & Wraps', ['Slow-roasted beef shawarma with tahini, onion and parsley.', 'شاورما لحم مشوية ببطء مع الطحينة والبصل والبقدونس.'], { ...HALAL, groups: SHAWARMA, addOns: true, allergies: ['Sesame'] }),
    item('Falafel Wrap', 'لفافة فلافل', 18, 'Arabic/Shawarma & Wraps', ['Crunchy falafel, tahini, salad and pickles in Arabic bread. Served at breakfast.', 'فلافل مقرمشة مع الطحينة والسلطة والمخلل في خبز عربي. تقدم في الفطور.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Sesame'], discount: 10, art: 'stuffed-flatbread+falafel' }),
    item('Mixed Grill Platter', 'طبق مشاوي مشكلة', 75, 'Arabic/Grills', ['Shish tawook, lamb kofta and lamb tikka with grilled vegetables.', 'شيش طاووق وكفتة لحم وتكا لحم مع خضار مشوية.'], { ...HALAL, groups: GRILL_SIDE, addOns: true, nutritions: ['Protein'], recommended: 1, art: 'meat-on-bone+poultry-leg', maxQuantity: 4 }),
    item('Shish Tawook', 'شيش طاووق', 38, 'Arabic/Grills', ['Chargrilled chicken cubes marinated in yoghurt and garlic.', 'مكعبات دجاج مشوية على الفحم متبلة باللبن والثوم.'], { ...HALAL, groups: GRILL_SIDE, addOns: true }),
    item('Lamb Kofta Skewers', 'أسياخ كفتة لحم', 42, 'Arabic/Grills', ['Minced lamb with parsley and onion, grilled over charcoal.', 'لحم ضأن مفروم مع البقدونس والبصل مشوي على الفحم.'], { ...HALAL, groups: GRILL_SIDE, addOns: true }),
    item('Hummus with Pita', 'حمص مع خبز', 19, 'Arabic', ['Creamy hummus with olive oil and warm pita.', 'حمص كريمي بزيت الزيتون مع خبز دافئ.'], { ...VEG, allergies: ['Sesame', 'Gluten'] }),
    item('Moutabal', 'متبل', 18, 'Arabic', ['Smoky roasted aubergine with tahini and pomegranate.', 'باذنجان مشوي مدخن مع الطحينة والرمان.'], { ...VEG, allergies: ['Sesame'], art: 'bowl-with-spoon+eggplant' }),
    item('Falafel (6 pieces)', 'فلافل (٦ قطع)', 15, 'Arabic', ['Six crisp falafel with tahini sauce.', 'ست حبات فلافل مقرمشة مع صوص الطحينة.'], { ...VEG, allergies: ['Sesame'] }),
    item('Fattoush', 'فتوش', 22, 'Salads', ['Crisp vegetables, toasted bread and pomegranate molasses.', 'خضار مقرمشة وخبز محمص ودبس الرمان.'], { ...VEG, allergies: ['Gluten'], art: 'green-salad+flatbread' }),
    item('Tabbouleh', 'تبولة', 21, 'Salads', ['Parsley, bulgur, tomato and mint with lemon and olive oil.', 'بقدونس وبرغل وطماطم ونعناع مع الليمون وزيت الزيتون.'], { ...VEG, allergies: ['Gluten'], art: 'green-salad+herb' }),
    item('Cheese Manakish', 'مناقيش جبنة', 14, 'Bakery', ['Flatbread baked with Akkawi and mozzarella.', 'خبز مخبوز مع جبن عكاوي وموزاريلا.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Kunafa', 'كنافة', 24, 'Desserts', ['Warm cheese kunafa with syrup and pistachio, served late in the evening.', 'كنافة بالجبن دافئة مع القطر والفستق، تقدم في آخر المساء.'], { ...VEG, window: LATE_NIGHT, allergies: ['Milk', 'Nuts'] }),
    item('Baklava Box', 'علبة بقلاوة', 29, 'Desserts', ['Twelve pieces of pistachio and cashew baklava.', 'اثنتا عشرة قطعة بقلاوة بالفستق والكاجو.'], { ...VEG, allergies: ['Gluten', 'Nuts'], art: 'pie+chestnut' }),
    item('Karak Chai', 'شاي كرك', 6, 'Drinks', ['Spiced milk tea brewed the Emirati way.', 'شاي بالحليب والبهارات على الطريقة الإماراتية.'], { ...VEG, allergies: ['Milk'] }),
    item('Ayran', 'عيران', 7, 'Drinks', ['Chilled salted yoghurt drink.', 'لبن مملح مثلج.'], { ...VEG, allergies: ['Milk'], art: 'glass-of-milk+salt' }),
    item('Fresh Lemon Mint', 'ليمون بالنعناع', 15, 'Drinks', ['Blended lemon and fresh mint over crushed ice.', 'ليمون ونعناع طازج مخفوق مع الثلج المجروش.'], { ...VEG, groups: DRINK, art: 'cup-with-straw+lemon' }),
  ],
};

const marinaSlice: StoreSeed = {
  id: 7, name: 'Marina Slice', nameAr: 'مارينا سلايس', zoneId: 2, lat: 25.079, lng: 55.139, address: 'Dubai Marina', addressAr: 'دبي مارينا', hours: 'always',
  art: ['pizza', 'spaghetti', 'cheese-wedge', 'tomato', 'herb'], selfDelivery: true, minimumOrder: 20, deliveryTime: '30-40 min',
  addOns: [['Garlic bread', 'خبز بالثوم', 12], ['Ranch dip', 'صوص رانش', 3], ['Chilli oil', 'زيت الفلفل الحار', 2], ['Parmesan', 'جبن بارميزان', 4]],
  items: [
    item('Margherita Pizza', 'بيتزا مارغريتا', 45, 'Pizza', ['Tomato sauce, fior di latte mozzarella and fresh basil.', 'صلصة طماطم وموزاريلا طازجة وريحان.'], { ...VEG, allergies: ['Gluten', 'Milk'], groups: PIZZA, addOns: true, recommended: 1 }),
    item('Pepperoni Pizza', 'بيتزا بيبروني', 52, 'Pizza', ['Beef pepperoni, mozzarella and oregano.', 'بيبروني لحم بقري مع موزاريلا وأوريغانو.'], { ...HALAL, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], discount: 15 }),
    item('BBQ Chicken Pizza', 'بيتزا دجاج باربكيو', 55, 'Pizza', ['Smoky BBQ chicken, red onion and coriander.', 'دجاج باربكيو مدخن مع بصل أحمر وكزبرة.'], { ...HALAL, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Veggie Supreme Pizza', 'بيتزا الخضار', 48, 'Pizza', ['Peppers, mushrooms, olives, onions and sweetcorn.', 'فلفل وفطر وزيتون وبصل وذرة حلوة.'], { ...VEG, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Four Cheese Pizza', 'بيتزا الأجبان الأربعة', 54, 'Pizza', ['Mozzarella, gorgonzola, parmesan and fontina.', 'موزاريلا وغورغونزولا وبارميزان وفونتينا.'], { ...VEG, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Seafood Pizza', 'بيتزا المأكولات البحرية', 62, 'Pizza', ['Prawns, calamari and garlic on a tomato base.', 'روبيان وكاليماري وثوم على صلصة الطماطم.'], { groups: PIZZA, allergies: ['Gluten', 'Milk', 'Shellfish'] }),
    item('Spaghetti Bolognese', 'سباغيتي بولونيز', 44, 'Pasta', ['Slow-cooked beef ragù with parmesan.', 'صلصة لحم بقري مطهوة ببطء مع البارميزان.'], { ...HALAL, groups: PASTA, allergies: ['Gluten', 'Milk'] }),
    item('Penne Arrabbiata', 'بيني أرابياتا', 38, 'Pasta', ['Spicy tomato, garlic and chilli sauce.', 'صلصة طماطم حارة بالثوم والفلفل.'], { ...VEG, groups: PASTA, allergies: ['Gluten'] }),
    item('Fettuccine Alfredo', 'فيتوتشيني ألفريدو', 46, 'Pasta', ['Creamy parmesan sauce with grilled chicken.', 'صلصة بارميزان كريمية مع دجاج مشوي.'], { ...HALAL, allergies: ['Gluten', 'Milk'] }),
    item('Mushroom Risotto', 'ريزوتو الفطر', 49, 'Pasta', ['Arborio rice with porcini and parmesan.', 'أرز أربوريو مع فطر بورشيني وبارميزان.'], { ...VEG, allergies: ['Milk'] }),
    item('Caprese Salad', 'سلطة كابريزي', 32, 'Salads', ['Tomato, buffalo mozzarella and basil with balsamic.', 'طماطم وموزاريلا الجاموس وريحان مع البلسميك.'], { ...VEG, allergies: ['Milk'], art: 'tomato+cheese-wedge' }),
    item('Chicken Caesar Salad', 'سلطة سيزر بالدجاج', 34, 'Salads', ['Romaine, grilled chicken, parmesan and croutons.', 'خس روماني ودجاج مشوي وبارميزان وخبز محمص.'], { ...HALAL, allergies: ['Milk', 'Gluten', 'Egg'] }),
    item('Garlic Bread', 'خبز بالثوم', 16, 'Sides', ['Oven-baked baguette with garlic butter and herbs.', 'باغيت مخبوز بزبدة الثوم والأعشاب.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Tiramisu', 'تيراميسو', 28, 'Desserts', ['Espresso-soaked ladyfingers and mascarpone cream.', 'بسكويت مغموس بالإسبريسو مع كريمة الماسكاربوني.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Panna Cotta', 'بانا كوتا', 24, 'Desserts', ['Vanilla cream with a strawberry coulis.', 'كريمة الفانيليا مع صوص الفراولة.'], { ...VEG, allergies: ['Milk'] }),
    item('Sparkling Lemonade', 'ليموناضة فوارة', 14, 'Drinks', ['House lemonade topped with sparkling water.', 'ليموناضة البيت مع مياه فوارة.'], { ...VEG }),
  ],
};

const greenBowl: StoreSeed = {
  id: 8, name: 'Green Bowl', nameAr: 'الوعاء الأخضر', zoneId: 3, lat: 25.118, lng: 55.201, address: 'Al Barsha', addressAr: 'البرشاء', hours: 'day', vegOnly: true,
  art: ['green-salad', 'avocado', 'leafy-green', 'broccoli', 'cup-with-straw'], minimumOrder: 30, deliveryTime: '25-35 min',
  addOns: [['Extra avocado', 'أفوكادو إضافي', 6], ['Tofu', 'توفو', 5], ['Chia pudding', 'بودينغ الشيا', 9]],
  items: [
    item('Quinoa Power Salad', 'سلطة الكينوا', 36, 'Salads', ['Quinoa, roasted sweet potato, chickpeas, avocado and lemon dressing.', 'كينوا وبطاطا حلوة مشوية وحمص وأفوكادو مع صلصة الليمون.'], { ...VEG, nutritions: ['Fibre', 'Protein'], recommended: 1, art: 'green-salad+avocado' }),
    item('Greek Salad', 'سلطة يونانية', 28, 'Salads', ['Tomato, cucumber, olives and feta.', 'طماطم وخيار وزيتون وجبن فيتا.'], { ...VEG, allergies: ['Milk'], art: 'green-salad+olive' }),
    item('Halloumi Caesar Salad', 'سلطة سيزر بالحلومي', 34, 'Salads', ['Romaine, grilled halloumi, parmesan and croutons.', 'خس روماني وحلومي مشوي وبارميزان وخبز محمص.'], { ...VEG, allergies: ['Milk', 'Gluten'] }),
    item('Buddha Bowl', 'وعاء بوذا', 39, 'Bowls', ['Brown rice, roasted vegetables, edamame and miso dressing.', 'أرز بني وخضار مشوية وإدامامي مع صلصة الميسو.'], { ...VEG, addOns: true, allergies: ['Soy'], nutritions: ['Fibre'], art: 'bowl-with-spoon+carrot' }),
    item('Falafel Bowl', 'وعاء الفلافل', 35, 'Bowls', ['Falafel, hummus, tabbouleh and pickled turnips.', 'فلافل وحمص وتبولة ولفت مخلل.'], { ...VEG, addOns: true, allergies: ['Sesame'] }),
    item('Tofu Teriyaki Bowl', 'وعاء توفو ترياكي', 38, 'Bowls', ['Glazed tofu, jasmine rice, broccoli and sesame.', 'توفو مزجج وأرز ياسمين وبروكلي وسمسم.'], { ...VEG, addOns: true, allergies: ['Soy', 'Sesame'], art: 'bowl-with-spoon+broccoli' }),
    item('Avocado Toast', 'توست الأفوكادو', 34, 'Breakfast', ['Sourdough, smashed avocado, chilli flakes and a poached egg.', 'خبز مخمر مع أفوكادو مهروس ورقائق الفلفل وبيضة مسلوقة.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Egg'] }),
    item('Acai Bowl', 'وعاء الأساي', 37, 'Bowls', ['Acai, banana and granola topped with fresh berries.', 'أساي وموز وغرانولا مع التوت الطازج.'], { ...VEG, art: 'bowl-with-spoon+blueberries' }),
    item('Green Detox Smoothie', 'سموذي الديتوكس الأخضر', 24, 'Juices & Smoothies', ['Spinach, apple, cucumber and ginger.', 'سبانخ وتفاح وخيار وزنجبيل.'], { ...VEG, groups: DRINK }),
    item('Berry Blast Smoothie', 'سموذي التوت', 25, 'Juices & Smoothies', ['Strawberries, blueberries, banana and oat milk.', 'فراولة وتوت أزرق وموز وحليب الشوفان.'], { ...VEG, groups: DRINK }),
    item('Lentil Soup', 'شوربة عدس', 19, 'Soups', ['Red lentils with cumin and lemon.', 'عدس أحمر مع الكمون والليمون.'], { ...VEG }),
    item('Roasted Tomato Soup', 'شوربة الطماطم المشوية', 19, 'Soups', ['Slow-roasted tomatoes and basil.', 'طماطم مشوية ببطء مع الريحان.'], { ...VEG }),
    item('Veggie Wrap', 'لفافة الخضار', 27, 'Sandwiches', ['Grilled vegetables, hummus and rocket in a wholewheat wrap.', 'خضار مشوية وحمص وجرجير في خبز القمح الكامل.'], { ...VEG, allergies: ['Gluten', 'Sesame'] }),
    item('Chia Pudding', 'بودينغ الشيا', 22, 'Desserts', ['Coconut chia pudding with mango.', 'بودينغ الشيا بجوز الهند مع المانجو.'], { ...VEG }),
    item('Vegan Brownie', 'براوني نباتي', 18, 'Desserts', ['Dark chocolate brownie, no dairy, no eggs.', 'براوني الشوكولاتة الداكنة بدون ألبان أو بيض.'], { ...VEG, allergies: ['Gluten', 'Nuts'] }),
    item('Cold-Pressed Orange Juice', 'عصير برتقال معصور على البارد', 18, 'Juices & Smoothies', ['Oranges pressed to order, nothing added.', 'برتقال يعصر عند الطلب بدون إضافات.'], { ...VEG }),
  ],
};

const saffron: StoreSeed = {
  id: 19, name: 'Saffron Spice Kitchen', nameAr: 'مطبخ الزعفران', zoneId: 2, lat: 25.101, lng: 55.17, address: 'Al Sufouh', addressAr: 'الصفوح', hours: 'evening', featured: true,
  art: ['curry-rice', 'flatbread', 'dumpling', 'hot-pepper', 'cup-with-straw'], deliveryTime: '35-45 min',
  addOns: [['Raita', 'رايتا', 5], ['Papadum', 'بابادوم', 4], ['Mango chutney', 'صلصة المانجو', 4], ['Extra rice', 'أرز إضافي', 8]],
  items: [
    item('Butter Chicken', 'دجاج بالزبدة', 48, 'Indian', ['Tandoori chicken in a creamy tomato and butter gravy.', 'دجاج تندوري في صلصة كريمية بالطماطم والزبدة.'], { ...HALAL, groups: SPICE, addOns: true, allergies: ['Milk'], nutritions: ['Protein'], recommended: 1 }),
    item('Chicken Biryani', 'برياني دجاج', 44, 'Indian', ['Fragrant basmati layered with spiced chicken and fried onions.', 'أرز بسمتي عطري بطبقات الدجاج المتبل والبصل المقلي.'], { ...HALAL, groups: SPICE, addOns: true, discount: 10 }),
    item('Lamb Rogan Josh', 'لحم روغان جوش', 54, 'Indian', ['Kashmiri lamb curry with aromatic spices.', 'كاري لحم كشميري بالبهارات العطرية.'], { ...HALAL, groups: SPICE, addOns: true }),
    item('Paneer Tikka Masala', 'بانير تكا ماسالا', 42, 'Indian', ['Grilled paneer in a smoky masala sauce.', 'جبن بانير مشوي في صلصة ماسالا مدخنة.'], { ...VEG, groups: SPICE, addOns: true, allergies: ['Milk'] }),
    item('Dal Makhani', 'دال مخني', 34, 'Indian', ['Black lentils simmered overnight with butter and cream.', 'عدس أسود مطهو طوال الليل بالزبدة والكريمة.'], { ...VEG, groups: SPICE, allergies: ['Milk'] }),
    item('Prawn Curry', 'كاري الروبيان', 58, 'Indian', ['Goan prawn curry with coconut and tamarind.', 'كاري روبيان على طريقة غوا بجوز الهند والتمر الهندي.'], { groups: SPICE, addOns: true, allergies: ['Shellfish'] }),
    item('Vegetable Biryani', 'برياني خضار', 36, 'Indian', ['Basmati rice with seasonal vegetables and saffron.', 'أرز بسمتي مع خضار الموسم والزعفران.'], { ...VEG, groups: SPICE }),
    item('Chicken Tikka', 'تكا دجاج', 39, 'Indian', ['Tandoor-roasted chicken with mint chutney.', 'دجاج مشوي في التنور مع صلصة النعناع.'], { ...HALAL, addOns: true, art: 'poultry-leg+fire' }),
    item('Garlic Naan', 'خبز نان بالثوم', 8, 'Indian', ['Tandoor-baked naan brushed with garlic butter.', 'خبز نان مخبوز في التنور بزبدة الثوم.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Cheese Naan', 'نان بالجبن', 10, 'Indian', ['Naan stuffed with melted cheese.', 'خبز نان محشو بالجبن الذائب.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Vegetable Samosa (3)', 'سمبوسة خضار (٣)', 15, 'Indian', ['Crisp pastries filled with spiced potato and peas.', 'معجنات مقرمشة محشوة بالبطاطس والبازلاء المتبلة.'], { ...VEG, allergies: ['Gluten'] }),
    item('Onion Bhaji', 'بهاجي البصل', 14, 'Indian', ['Crispy onion fritters with tamarind dip.', 'فطائر بصل مقرمشة مع صلصة التمر الهندي.'], { ...VEG }),
    item('Jeera Rice', 'أرز بالكمون', 12, 'Indian', ['Basmati rice tempered with cumin.', 'أرز بسمتي بالكمون.'], { ...VEG }),
    item('Gulab Jamun', 'غلاب جامون', 16, 'Desserts', ['Milk dumplings in rose and cardamom syrup.', 'كرات الحليب في قطر الورد والهيل.'], { ...VEG, allergies: ['Milk', 'Gluten'] }),
    item('Mango Kulfi', 'كلفي المانجو', 15, 'Desserts', ['Traditional Indian ice cream with Alphonso mango.', 'آيس كريم هندي تقليدي بمانجو ألفونسو.'], { ...VEG, allergies: ['Milk', 'Nuts'] }),
    item('Mango Lassi', 'لاسي المانجو', 14, 'Drinks', ['Chilled yoghurt drink with Alphonso mango.', 'مشروب زبادي بارد بمانجو ألفونسو.'], { ...VEG, allergies: ['Milk'] }),
    item('Masala Chai', 'شاي ماسالا', 8, 'Drinks', ['Black tea brewed with milk, ginger and cardamom.', 'شاي أسود مع الحليب والزنجبيل والهيل.'], { ...VEG, allergies: ['Milk'], art: 'hot-beverage+ginger-root' }),
  ],
};

const sakura: StoreSeed = {
  id: 20, name: 'Sakura Bento', nameAr: 'ساكورا بينتو', zoneId: 1, lat: 25.2215, lng: 55.2805, address: 'Al Satwa', addressAr: 'السطوة', hours: 'paused',
  art: ['sushi', 'bento-box', 'steaming-bowl', 'dumpling', 'chopsticks'], deliveryTime: '30-40 min',
  addOns: [['Extra wasabi', 'واسابي إضافي', 2], ['Pickled ginger', 'زنجبيل مخلل', 2], ['Miso soup', 'شوربة ميسو', 9]],
  items: [
    item('Salmon Sushi Set', 'طقم سوشي السلمون', 68, 'Japanese', ['Twelve pieces of salmon nigiri and maki.', 'اثنتا عشرة قطعة من نيغيري وماكي السلمون.'], { allergies: ['Fish', 'Soy', 'Sesame'], nutritions: ['Protein', 'Omega-3'], recommended: 1, addOns: true, art: 'sushi+fish' }),
    item('California Roll', 'كاليفورنيا رول', 36, 'Japanese', ['Crab stick, avocado and cucumber, eight pieces.', 'أصابع السلطعون وأفوكادو وخيار، ثماني قطع.'], { addOns: true, allergies: ['Shellfish', 'Sesame', 'Egg'] }),
    item('Tuna Sashimi', 'ساشيمي التونة', 58, 'Japanese', ['Eight slices of yellowfin tuna.', 'ثماني شرائح من تونة ذات الزعانف الصفراء.'], { allergies: ['Fish'], art: 'fish@red+chopsticks' }),
    item('Shrimp Tempura Roll', 'رول تمبورا الروبيان', 42, 'Japanese', ['Crunchy tempura prawn, spicy mayo and eel sauce.', 'روبيان تمبورا مقرمش مع مايونيز حار وصوص الأنقليس.'], { allergies: ['Shellfish', 'Gluten', 'Egg'] }),
    item('Chicken Ramen', 'رامن بالدجاج', 46, 'Japanese', ['Rich chicken broth, noodles, soft egg and greens.', 'مرق دجاج غني مع نودلز وبيضة وخضار.'], { ...HALAL, groups: SPICE, allergies: ['Gluten', 'Egg', 'Soy'] }),
    item('Miso Ramen', 'رامن الميسو', 42, 'Japanese', ['Miso broth, tofu, corn and spring onion.', 'مرق الميسو مع توفو وذرة وبصل أخضر.'], { ...VEG, groups: SPICE, allergies: ['Gluten', 'Soy'] }),
    item('Teriyaki Chicken Bento', 'بينتو دجاج ترياكي', 52, 'Japanese', ['Teriyaki chicken, rice, salad and pickles in a bento box.', 'دجاج ترياكي مع أرز وسلطة ومخلل في علبة بينتو.'], { ...HALAL, allergies: ['Soy', 'Sesame'] }),
    item('Salmon Bento', 'بينتو السلمون', 58, 'Japanese', ['Grilled salmon, rice, edamame and tamagoyaki.', 'سلمون مشوي وأرز وإدامامي وتاماغوياكي.'], { allergies: ['Fish', 'Soy', 'Egg'] }),
    item('Vegetable Gyoza', 'جيوزا الخضار', 28, 'Japanese', ['Pan-fried dumplings with a soy dipping sauce.', 'زلابية مقلية مع صوص الصويا.'], { ...VEG, allergies: ['Gluten', 'Soy'] }),
    item('Chicken Katsu Curry', 'كاري كاتسو الدجاج', 49, 'Japanese', ['Panko chicken cutlet with Japanese curry and rice.', 'شريحة دجاج بالبانكو مع كاري ياباني وأرز.'], { ...HALAL, allergies: ['Gluten'] }),
    item('Edamame', 'إدامامي', 16, 'Japanese', ['Steamed soy beans with sea salt.', 'فول الصويا المطهو على البخار بملح البحر.'], { ...VEG, allergies: ['Soy'] }),
    item('Onigiri Trio', 'ثلاثي أونيغيري', 24, 'Japanese', ['Three rice balls: salmon, tuna mayo and pickled plum.', 'ثلاث كرات أرز: سلمون وتونة بالمايونيز وبرقوق مخلل.'], { allergies: ['Fish', 'Egg'] }),
    item('Mochi Ice Cream (3)', 'موتشي آيس كريم (٣)', 22, 'Desserts', ['Green tea, mango and strawberry mochi.', 'موتشي الشاي الأخضر والمانجو والفراولة.'], { ...VEG, allergies: ['Milk'] }),
    item('Matcha Latte', 'ماتشا لاتيه', 19, 'Drinks', ['Ceremonial-grade matcha with your choice of milk.', 'ماتشا فاخرة مع الحليب الذي تختاره.'], { ...VEG, groups: MILK, art: 'hot-beverage@green+leafy-green' }),
    item('Iced Green Tea', 'شاي أخضر مثلج', 12, 'Drinks', ['Unsweetened Japanese green tea over ice.', 'شاي أخضر ياباني بدون سكر مع الثلج.'], { ...VEG }),
  ],
};

const dragonWok: StoreSeed = {
  id: 35, name: 'Dragon Wok', nameAr: 'دراغون ووك', zoneId: 1, lat: 25.2632, lng: 55.3254, address: 'Deira City Centre', addressAr: 'ديرة سيتي سنتر', hours: 'meals',
  art: ['takeout-box', 'dumpling', 'steaming-bowl', 'chopsticks', 'red-paper-lantern'], discount: [15, 60, 25], deliveryTime: '30-40 min',
  addOns: [['Chilli oil', 'زيت الفلفل الحار', 2], ['Spring roll', 'سبرينغ رول', 6], ['Egg fried rice', 'أرز مقلي بالبيض', 12]],
  items: [
    item('Kung Pao Chicken', 'دجاج كونغ باو', 42, 'Chinese', ['Wok-tossed chicken with peanuts, chillies and Sichuan pepper.', 'دجاج مقلي في الووك مع الفول السوداني والفلفل الحار وفلفل سيشوان.'], { ...HALAL, groups: [RICE_BASE], addOns: true, allergies: ['Peanuts', 'Soy'], recommended: 1 }),
    item('Sweet and Sour Chicken', 'دجاج حلو وحامض', 39, 'Chinese', ['Crispy chicken with pineapple and peppers.', 'دجاج مقرمش مع الأناناس والفلفل.'], { ...HALAL, groups: [RICE_BASE], addOns: true, allergies: ['Gluten'] }),
    item('Beef with Black Bean Sauce', 'لحم بصوص الفاصولياء السوداء', 46, 'Chinese', ['Tender beef, onions and peppers in black bean sauce.', 'لحم طري مع بصل وفلفل بصوص الفاصولياء السوداء.'], { ...HALAL, groups: [RICE_BASE], addOns: true, allergies: ['Soy'], art: 'cut-of-meat+beans' }),
    item('Chicken Chow Mein', 'تشاو مين بالدجاج', 36, 'Chinese', ['Stir-fried egg noodles with chicken and vegetables.', 'نودلز البيض المقلية مع الدجاج والخضار.'], { ...HALAL, allergies: ['Gluten', 'Egg', 'Soy'] }),
    item('Vegetable Fried Rice', 'أرز مقلي بالخضار', 28, 'Chinese', ['Jasmine rice wok-fried with egg and vegetables.', 'أرز ياسمين مقلي في الووك مع البيض والخضار.'], { ...VEG, allergies: ['Egg', 'Soy'] }),
    item('Prawn Fried Rice', 'أرز مقلي بالروبيان', 38, 'Chinese', ['Wok-fried rice with prawns and spring onion.', 'أرز مقلي مع الروبيان والبصل الأخضر.'], { allergies: ['Shellfish', 'Egg', 'Soy'] }),
    item('Dim Sum Basket', 'سلة ديم سوم', 34, 'Chinese', ['Eight steamed dumplings: prawn har gow and chicken siu mai.', 'ثماني زلابيات على البخار: هار غاو بالروبيان وسيو ماي بالدجاج.'], { allergies: ['Shellfish', 'Gluten'], art: 'dumpling+basket' }),
    item('Vegetable Spring Rolls', 'سبرينغ رول الخضار', 18, 'Chinese', ['Four crispy rolls with sweet chilli sauce.', 'أربع لفائف مقرمشة مع صوص الفلفل الحلو.'], { ...VEG, allergies: ['Gluten'] }),
    item('Hot and Sour Soup', 'شوربة حارة وحامضة', 19, 'Soups', ['Tofu, mushrooms and bamboo shoots in a peppery broth.', 'توفو وفطر وبراعم الخيزران في مرق بالفلفل.'], { ...VEG, allergies: ['Soy', 'Egg'] }),
    item('Chicken Sweetcorn Soup', 'شوربة الدجاج والذرة', 19, 'Soups', ['Silky soup with chicken and sweetcorn.', 'شوربة ناعمة بالدجاج والذرة الحلوة.'], { ...HALAL, allergies: ['Egg'] }),
    item('Mapo Tofu', 'مابو توفو', 32, 'Chinese', ['Silken tofu in a spicy Sichuan chilli bean sauce.', 'توفو حريري في صوص الفاصولياء الحار على طريقة سيشوان.'], { ...VEG, groups: SPICE, allergies: ['Soy'], art: 'shallow-pan-of-food+hot-pepper' }),
    item('Crispy Duck Pancakes', 'فطائر البط المقرمش', 55, 'Chinese', ['Shredded duck, cucumber, spring onion and hoisin.', 'بط مقطع مع خيار وبصل أخضر وصوص هويسين.'], { allergies: ['Gluten', 'Soy'], art: 'stuffed-flatbread+cucumber' }),
    item('Salt and Pepper Squid', 'حبار بالملح والفلفل', 36, 'Seafood', ['Crispy squid tossed with chilli and garlic.', 'حبار مقرمش مع الفلفل الحار والثوم.'], { allergies: ['Shellfish', 'Gluten'] }),
    item('Fortune Cookies (4)', 'كعك الحظ (٤)', 6, 'Desserts', ['A message in every cookie.', 'رسالة في كل كعكة.'], { ...VEG, allergies: ['Gluten'] }),
    item('Cherry Iced Tea', 'شاي مثلج بالكرز', 14, 'Drinks', ['Jasmine tea with cherry over ice.', 'شاي الياسمين بالكرز مع الثلج.'], { ...VEG }),
  ],
};

const crispyCoop: StoreSeed = {
  id: 36, name: 'Crispy Coop', nameAr: 'كريسبي كوب', zoneId: 1, lat: 25.2361, lng: 55.3001, address: 'Al Karama', addressAr: 'الكرامة', hours: 'late',
  art: ['poultry-leg', 'french-fries', 'sandwich', 'hot-pepper', 'cup-with-straw'], deliveryTime: '20-30 min',
  addOns: [['Coleslaw', 'سلطة كول سلو', 6], ['Corn on the cob', 'ذرة مشوية', 7], ['Extra dip', 'صلصة إضافية', 2], ['Cola', 'كولا', 6]],
  items: [
    item('Fried Chicken Bucket (8 pieces)', 'سطل دجاج مقلي (٨ قطع)', 69, 'Fried Chicken', ['Eight pieces of our crispy buttermilk chicken for sharing.', 'ثماني قطع من دجاجنا المقرمش باللبن للمشاركة.'], { ...HALAL, groups: [HEAT], addOns: true, recommended: 1, allergies: ['Gluten', 'Milk'], maxQuantity: 5 }),
    item('Two-Piece Chicken Meal', 'وجبة دجاج قطعتين', 32, 'Fried Chicken', ['Two pieces, fries, coleslaw and a bun.', 'قطعتا دجاج مع بطاطس وكول سلو وخبز.'], { ...HALAL, groups: [HEAT], addOns: true, allergies: ['Gluten', 'Milk'], art: 'poultry-leg+french-fries' }),
    item('Hot Wings', 'أجنحة حارة', 28, 'Fried Chicken', ['Crispy wings tossed in buffalo sauce.', 'أجنحة مقرمشة في صوص البافلو.'], { ...HALAL, groups: [PIECES([[6, 0], [12, 22]]), DIPS('off')], allergies: ['Gluten', 'Milk'] }),
    item('Popcorn Chicken', 'دجاج بوب كورن', 22, 'Fried Chicken', ['Bite-sized crispy chicken with a dip.', 'قطع دجاج صغيرة مقرمشة مع صلصة.'], { ...HALAL, groups: [DIPS('on')], allergies: ['Gluten'], art: 'poultry-leg+popcorn' }),
    item('Nashville Hot Chicken Sandwich', 'ساندويتش دجاج ناشفيل الحار', 34, 'Sandwiches', ['Fiery fried chicken, pickles and slaw on a brioche bun.', 'دجاج مقلي ناري مع مخلل وكول سلو في خبز بريوش.'], { ...HALAL, addOns: true, allergies: ['Gluten', 'Egg'] }),
    item('Chicken Twister Wrap', 'لفافة دجاج تويستر', 24, 'Sandwiches', ['Crispy strips, lettuce, tomato and pepper mayo in a tortilla.', 'شرائح دجاج مقرمشة مع خس وطماطم ومايونيز بالفلفل في تورتيلا.'], { ...HALAL, allergies: ['Gluten', 'Egg'] }),
    item('Cajun Fries', 'بطاطس كاجون', 13, 'Sides', ['Fries dusted with Cajun spice.', 'بطاطس متبلة بتوابل الكاجون.'], { ...VEG }),
    item('Mac and Cheese', 'معكرونة بالجبن', 16, 'Sides', ['Baked macaroni in cheddar sauce.', 'معكرونة مخبوزة بصوص الشيدر.'], { ...VEG, allergies: ['Gluten', 'Milk'], art: 'spaghetti@yellow+cheese-wedge' }),
    item('Coleslaw', 'كول سلو', 8, 'Sides', ['Creamy cabbage and carrot slaw.', 'سلطة الملفوف والجزر الكريمية.'], { ...VEG, allergies: ['Egg'] }),
    item('Corn on the Cob', 'ذرة على الكوز', 9, 'Sides', ['Buttered sweetcorn, grilled.', 'ذرة حلوة مشوية بالزبدة.'], { ...VEG, allergies: ['Milk'] }),
    item('Chicken Rice Bowl', 'وعاء أرز بالدجاج', 27, 'Bowls', ['Popcorn chicken over spiced rice with garlic sauce.', 'دجاج بوب كورن على أرز متبل مع صوص الثوم.'], { ...HALAL }),
    item('Chocolate Chip Cookie', 'كوكيز برقائق الشوكولاتة', 8, 'Desserts', ['Baked fresh every evening.', 'تخبز طازجة كل مساء.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Iced Tea Lemonade', 'شاي مثلج بالليمون', 10, 'Drinks', ['Half iced tea, half lemonade.', 'نصف شاي مثلج ونصف ليموناضة.'], { ...VEG, groups: DRINK }),
    item('Late-Night Wings Box', 'علبة أجنحة آخر الليل', 39, 'Fried Chicken', ['Twelve wings, fries and two dips, after 10 pm.', 'اثنا عشر جناحًا مع بطاطس وصلصتين، بعد العاشرة مساءً.'], { ...HALAL, window: LATE_NIGHT, allergies: ['Gluten'] }),
    item('Chicken Nuggets (9)', 'ناغتس دجاج (٩)', 21, 'Fried Chicken', ['Nine golden nuggets with a dip.', 'تسع قطع ناغتس ذهبية مع صلصة.'], { ...HALAL, groups: [DIPS('on')], allergies: ['Gluten'], art: 'poultry-leg+sparkles' }),
    item('Honey Butter Biscuit', 'بسكويت بالعسل والزبدة', 7, 'Sides', ['Flaky buttermilk biscuit with honey butter.', 'بسكويت هش باللبن مع زبدة العسل.'], { ...VEG, allergies: ['Gluten', 'Milk'], art: 'bread+honey-pot' }),
  ],
};

const fishMarket: StoreSeed = {
  id: 37, name: 'The Fish Market Grill', nameAr: 'مشويات سوق السمك', zoneId: 1, lat: 25.2709, lng: 55.2962, address: 'Al Ras, Deira', addressAr: 'الراس، ديرة', hours: 'meals', weeklyDayOff: true,
  art: ['lobster', 'fish', 'shrimp', 'lemon', 'cooked-rice'], recommended: true, deliveryTime: '40-50 min', minimumOrder: 40,
  addOns: [['Tartar sauce', 'صوص التارتار', 3], ['Lemon butter', 'زبدة الليمون', 4], ['Sayadieh rice', 'أرز صيادية', 10]],
  items: [
    item('Grilled Hammour', 'هامور مشوي', 79, 'Seafood', ['Local hammour fillet grilled with lemon and herbs.', 'فيليه هامور محلي مشوي بالليمون والأعشاب.'], { groups: GRILL_SIDE.slice(0, 1), addOns: true, allergies: ['Fish'], recommended: 1 }),
    item('Grilled Salmon Fillet', 'فيليه سلمون مشوي', 74, 'Seafood', ['Norwegian salmon with lemon butter.', 'سلمون نرويجي بزبدة الليمون.'], { groups: GRILL_SIDE.slice(0, 1), addOns: true, allergies: ['Fish', 'Milk'], nutritions: ['Omega-3'], art: 'fish@orange+lemon' }),
    item('Jumbo Prawns', 'روبيان جامبو', 89, 'Seafood', ['Six jumbo prawns grilled with garlic and chilli.', 'ست حبات روبيان جامبو مشوية بالثوم والفلفل.'], { groups: GRILL_SIDE.slice(0, 1), addOns: true, allergies: ['Shellfish'] }),
    item('Fish and Chips', 'سمك وبطاطس', 48, 'Seafood', ['Beer-free battered cod, chunky chips and mushy peas.', 'سمك القد المقلي مع بطاطس سميكة وبازلاء مهروسة.'], { addOns: true, allergies: ['Fish', 'Gluten'], art: 'fish+french-fries' }),
    item('Fried Calamari', 'كاليماري مقلي', 38, 'Seafood', ['Crispy squid rings with tartar sauce.', 'حلقات حبار مقرمشة مع صوص التارتار.'], { allergies: ['Shellfish', 'Gluten'] }),
    item('Seafood Platter', 'طبق المأكولات البحرية', 149, 'Seafood', ['Hammour, prawns, calamari and mussels for two.', 'هامور وروبيان وكاليماري وبلح البحر لشخصين.'], { addOns: true, allergies: ['Fish', 'Shellfish'], art: 'lobster+shrimp', maxQuantity: 2 }),
    item('Lobster Thermidor', 'لوبستر ثيرميدور', 189, 'Seafood', ['Half lobster baked in a creamy mustard sauce.', 'نصف لوبستر مخبوز بصوص الخردل الكريمي.'], { allergies: ['Shellfish', 'Milk'] }),
    item('Prawn Machboos', 'مجبوس روبيان', 62, 'Seafood', ['Emirati spiced rice with prawns and loomi.', 'أرز إماراتي متبل مع الروبيان واللومي.'], { allergies: ['Shellfish'] }),
    item('Crab Cakes', 'أقراص السلطعون', 42, 'Seafood', ['Two pan-fried crab cakes with lemon aioli.', 'قرصان من السلطعون المقلي مع أيولي الليمون.'], { allergies: ['Shellfish', 'Egg', 'Gluten'] }),
    item('Oysters (6)', 'محار (٦)', 95, 'Seafood', ['Six fresh oysters on ice with mignonette.', 'ست حبات محار طازجة على الثلج مع صوص مينيونيت.'], { allergies: ['Shellfish'] }),
    item('Seafood Soup', 'شوربة المأكولات البحرية', 29, 'Soups', ['Fish, prawns and mussels in a saffron broth.', 'سمك وروبيان وبلح البحر في مرق الزعفران.'], { allergies: ['Fish', 'Shellfish'] }),
    item('Sayadieh Rice', 'أرز صيادية', 16, 'Sides', ['Caramelised onion rice, the Levantine fisherman\'s way.', 'أرز بالبصل المكرمل على طريقة الصيادين الشامية.'], { ...VEG, art: 'cooked-rice+onion' }),
    item('Fisherman\'s Salad', 'سلطة الصياد', 32, 'Salads', ['Rocket, prawns, avocado and citrus dressing.', 'جرجير وروبيان وأفوكادو مع صلصة الحمضيات.'], { allergies: ['Shellfish'], art: 'green-salad+shrimp' }),
    item('Key Lime Pie', 'فطيرة الليمون', 24, 'Desserts', ['Tangy lime custard on a biscuit base.', 'كاسترد الليمون الحامض على قاعدة بسكويت.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Fresh Mint Lemonade', 'ليموناضة بالنعناع', 15, 'Drinks', ['Squeezed lemons, mint and a little sugar.', 'ليمون معصور ونعناع وقليل من السكر.'], { ...VEG }),
  ],
};

const beanBrew: StoreSeed = {
  id: 38, name: 'Bean & Brew Café', nameAr: 'مقهى بين آند برو', zoneId: 1, lat: 25.2005, lng: 55.2698, address: 'Boulevard, Downtown Dubai', addressAr: 'البوليفارد، وسط مدينة دبي', hours: 'cafe',
  art: ['hot-beverage', 'croissant', 'sandwich', 'cookie', 'pancakes'], featured: true, deliveryTime: '20-30 min',
  addOns: [['Extra shot', 'جرعة إسبريسو إضافية', 4], ['Vanilla syrup', 'شراب الفانيليا', 3], ['Butter croissant', 'كرواسون بالزبدة', 9]],
  items: [
    item('Flat White', 'فلات وايت', 19, 'Coffee', ['Double ristretto with velvety steamed milk.', 'ريستريتو مزدوج مع حليب مبخر ناعم.'], { ...VEG, groups: COFFEE, addOns: true, recommended: 1, art: 'hot-beverage+glass-of-milk' }),
    item('Cappuccino', 'كابتشينو', 18, 'Coffee', ['Espresso, steamed milk and a deep foam.', 'إسبريسو مع حليب مبخر ورغوة كثيفة.'], { ...VEG, groups: COFFEE, addOns: true, art: 'hot-beverage+bubbles' }),
    item('Iced Latte', 'لاتيه مثلج', 20, 'Coffee', ['Double espresso over ice with your choice of milk.', 'إسبريسو مزدوج مع الثلج والحليب الذي تختاره.'], { ...VEG, groups: COFFEE, addOns: true, art: 'tumbler-glass+ice' }),
    item('Spanish Latte', 'سبانش لاتيه', 22, 'Coffee', ['Espresso with condensed milk, hot or iced.', 'إسبريسو مع الحليب المكثف، ساخن أو مثلج.'], { ...VEG, groups: COFFEE, addOns: true, art: 'tumbler-glass+glass-of-milk' }),
    item('Americano', 'أمريكانو', 15, 'Coffee', ['Espresso lengthened with hot water.', 'إسبريسو مع ماء ساخن.'], { ...VEG, groups: COFFEE.slice(0, 1), art: 'hot-beverage+droplet' }),
    item('Hot Chocolate', 'شوكولاتة ساخنة', 19, 'Coffee', ['Belgian chocolate melted into steamed milk.', 'شوكولاتة بلجيكية مذابة في الحليب المبخر.'], { ...VEG, groups: COFFEE, allergies: ['Milk'], art: 'hot-beverage+chocolate-bar' }),
    item('Butter Croissant', 'كرواسون بالزبدة', 11, 'Bakery', ['Flaky French butter croissant, baked each morning.', 'كرواسون فرنسي هش بالزبدة يخبز كل صباح.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Almond Croissant', 'كرواسون باللوز', 14, 'Bakery', ['Twice-baked with almond cream and flakes.', 'مخبوز مرتين مع كريمة اللوز ورقائقه.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Nuts'] }),
    item('Blueberry Muffin', 'مافن التوت الأزرق', 13, 'Bakery', ['Soft muffin bursting with blueberries.', 'مافن طري مليء بالتوت الأزرق.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Cinnamon Roll', 'لفائف القرفة', 14, 'Bakery', ['Swirled cinnamon bun with cream cheese icing.', 'لفائف القرفة مع كريمة الجبن.'], { ...VEG, allergies: ['Gluten', 'Milk'], art: 'croissant+honey-pot' }),
    item('Chicken Pesto Panini', 'بانيني دجاج بالبيستو', 32, 'Sandwiches', ['Grilled chicken, pesto, mozzarella and tomato, pressed.', 'دجاج مشوي وبيستو وموزاريلا وطماطم، مضغوط.'], { ...HALAL, allergies: ['Gluten', 'Milk', 'Nuts'] }),
    item('Halloumi Sandwich', 'ساندويتش حلومي', 28, 'Sandwiches', ['Grilled halloumi, tomato and za\'atar on sourdough.', 'حلومي مشوي وطماطم وزعتر على خبز مخمر.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Eggs Benedict', 'بيض بنديكت', 36, 'Breakfast', ['Poached eggs, turkey ham and hollandaise on an English muffin.', 'بيض مسلوق مع لحم الديك الرومي وصوص الهولنديز على مافن إنجليزي.'], { ...HALAL, window: BREAKFAST, allergies: ['Gluten', 'Egg', 'Milk'], art: 'egg+bread' }),
    item('Pancake Stack', 'بان كيك', 32, 'Breakfast', ['Fluffy pancakes with maple syrup and berries.', 'بان كيك هش مع شراب القيقب والتوت.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Granola Yoghurt Pot', 'زبادي بالغرانولا', 19, 'Breakfast', ['Greek yoghurt, honey granola and berries.', 'زبادي يوناني مع غرانولا بالعسل والتوت.'], { ...VEG, allergies: ['Milk', 'Nuts'], art: 'bowl-with-spoon+blueberries' }),
    item('Carrot Cake Slice', 'شريحة كيكة الجزر', 21, 'Desserts', ['Spiced carrot cake with cream cheese frosting.', 'كيكة الجزر بالبهارات مع كريمة الجبن.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg', 'Nuts'] }),
    item('Fresh Orange Juice', 'عصير برتقال طازج', 16, 'Juices & Smoothies', ['Squeezed to order.', 'يعصر عند الطلب.'], { ...VEG, groups: DRINK }),
  ],
};

const tacoLoco: StoreSeed = {
  id: 39, name: 'Taco Loco', nameAr: 'تاكو لوكو', zoneId: 1, lat: 25.2108, lng: 55.2744, address: 'City Walk', addressAr: 'سيتي ووك', hours: 'late',
  art: ['taco', 'burrito', 'avocado', 'hot-pepper', 'lime'], discount: [10, 80, 20], deliveryTime: '25-35 min',
  addOns: [['Guacamole', 'غواكامولي', 6], ['Sour cream', 'قشدة حامضة', 3], ['Jalapeños', 'هالبينو', 2], ['Extra cheese', 'جبن إضافي', 4]],
  items: [
    item('Chicken Tinga Tacos', 'تاكو دجاج تينغا', 34, 'Mexican', ['Three corn tacos with chipotle chicken, onion and coriander.', 'ثلاث تاكو ذرة مع دجاج بالشيبوتلي وبصل وكزبرة.'], { ...HALAL, addOns: true, recommended: 1 }),
    item('Beef Birria Tacos', 'تاكو بيريا لحم', 42, 'Mexican', ['Slow-braised beef tacos with a cup of consommé for dipping.', 'تاكو لحم مطهو ببطء مع كوب من المرق للغمس.'], { ...HALAL, addOns: true, art: 'taco+pot-of-food' }),
    item('Fish Tacos', 'تاكو السمك', 38, 'Mexican', ['Crispy fish, cabbage slaw and lime crema.', 'سمك مقرمش مع سلطة الملفوف وكريمة الليمون.'], { addOns: true, allergies: ['Fish', 'Gluten', 'Milk'] }),
    item('Chicken Burrito', 'بوريتو دجاج', 36, 'Mexican', ['Rice, beans, grilled chicken, salsa and cheese in a flour tortilla.', 'أرز وفاصولياء ودجاج مشوي وصلصة وجبن في تورتيلا.'], { ...HALAL, groups: [TACO_FILLING], addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Burrito Bowl', 'وعاء بوريتو', 35, 'Bowls', ['All the burrito, no tortilla: rice, beans, salsa and your filling.', 'كل مكونات البوريتو بدون التورتيلا: أرز وفاصولياء وصلصة والحشوة.'], { ...HALAL, groups: [TACO_FILLING], addOns: true, allergies: ['Milk'], art: 'bowl-with-spoon+burrito' }),
    item('Loaded Nachos', 'ناتشوز محملة', 32, 'Mexican', ['Tortilla chips, cheese sauce, beans, pico de gallo and jalapeños.', 'رقائق تورتيلا مع صوص الجبن والفاصولياء وصلصة بيكو والهالبينو.'], { ...VEG, addOns: true, allergies: ['Milk'], art: 'ear-of-corn+cheese-wedge' }),
    item('Cheese Quesadilla', 'كيساديا بالجبن', 29, 'Mexican', ['Grilled tortilla filled with three cheeses.', 'تورتيلا مشوية محشوة بثلاثة أنواع من الجبن.'], { ...VEG, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Chicken Enchiladas', 'إنتشيلادا الدجاج', 39, 'Mexican', ['Rolled tortillas baked in red sauce and cheese.', 'تورتيلا ملفوفة مخبوزة بالصلصة الحمراء والجبن.'], { ...HALAL, allergies: ['Gluten', 'Milk'], art: 'burrito+tomato' }),
    item('Guacamole and Chips', 'غواكامولي مع رقائق', 24, 'Mexican', ['Hand-smashed avocado with lime and tortilla chips.', 'أفوكادو مهروس يدويًا بالليمون مع رقائق التورتيلا.'], { ...VEG, art: 'avocado+ear-of-corn' }),
    item('Mexican Street Corn', 'ذرة مكسيكية', 16, 'Sides', ['Grilled corn with chilli, lime and cotija cheese.', 'ذرة مشوية مع الفلفل الحار والليمون وجبن كوتيخا.'], { ...VEG, allergies: ['Milk'], art: 'ear-of-corn+lime' }),
    item('Churros', 'تشوروس', 19, 'Desserts', ['Cinnamon sugar churros with chocolate sauce.', 'تشوروس بالقرفة والسكر مع صوص الشوكولاتة.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'], art: 'doughnut+chocolate-bar' }),
    item('Horchata', 'أورتشاتا', 14, 'Drinks', ['Rice and cinnamon cooler.', 'مشروب بارد بالأرز والقرفة.'], { ...VEG, allergies: ['Milk'] }),
    item('Watermelon Agua Fresca', 'أغوا فريسكا بالبطيخ', 15, 'Juices & Smoothies', ['Fresh watermelon with lime.', 'بطيخ طازج مع الليمون.'], { ...VEG }),
    item('Carne Asada Tacos', 'تاكو كارني أسادا', 44, 'Mexican', ['Grilled steak tacos with salsa verde.', 'تاكو ستيك مشوي مع الصلصة الخضراء.'], { ...HALAL, addOns: true, art: 'taco+cut-of-meat' }),
    item('Veggie Burrito', 'بوريتو نباتي', 32, 'Mexican', ['Black beans, peppers, rice and guacamole.', 'فاصولياء سوداء وفلفل وأرز وغواكامولي.'], { ...VEG, addOns: true, allergies: ['Gluten'], art: 'burrito+bell-pepper' }),
    item('Mexican Rice', 'أرز مكسيكي', 12, 'Sides', ['Tomato rice with peas and coriander.', 'أرز بالطماطم مع البازلاء والكزبرة.'], { ...VEG, art: 'cooked-rice+tomato' }),
  ],
};

const baitAlKhaleej: StoreSeed = {
  id: 40, name: 'Bait Al Khaleej', nameAr: 'بيت الخليج', zoneId: 1, lat: 25.2644, lng: 55.2899, address: 'Al Fahidi', addressAr: 'الفهيدي', hours: 'early',
  art: ['pot-of-food', 'cooked-rice', 'teapot', 'honey-pot', 'meat-on-bone'], featured: true, deliveryTime: '35-45 min',
  announcement: ['Luqaimat are fried to order: allow ten extra minutes.', 'اللقيمات تقلى عند الطلب: أضف عشر دقائق.'],
  addOns: [['Daqoos sauce', 'صلصة الدقوس', 3], ['Extra bread', 'خبز إضافي', 3], ['Laban', 'لبن', 5]],
  items: [
    item('Chicken Machboos', 'مجبوس دجاج', 48, 'Arabic', ['Emirati spiced rice with slow-cooked chicken and loomi.', 'أرز إماراتي متبل مع دجاج مطهو ببطء ولومي.'], { ...HALAL, addOns: true, recommended: 1 }),
    item('Lamb Machboos', 'مجبوس لحم', 62, 'Arabic', ['Tender lamb on fragrant machboos rice.', 'لحم ضأن طري على أرز المجبوس العطري.'], { ...HALAL, addOns: true }),
    item('Lamb Ouzi', 'أوزي لحم', 89, 'Arabic/Grills', ['Slow-roasted lamb shoulder on rice with nuts and raisins.', 'كتف لحم مشوي ببطء على الأرز مع المكسرات والزبيب.'], { ...HALAL, addOns: true, allergies: ['Nuts'], art: 'meat-on-bone+cooked-rice' }),
    item('Harees', 'هريس', 34, 'Arabic', ['Wheat and chicken slow-cooked until silky, with ghee.', 'قمح ودجاج مطهوان ببطء حتى النعومة مع السمن.'], { ...HALAL, allergies: ['Gluten', 'Milk'], art: 'pot-of-food+sheaf-of-rice' }),
    item('Thareed', 'ثريد', 39, 'Arabic', ['Lamb and vegetable stew over thin regag bread.', 'مرق لحم وخضار على خبز الرقاق.'], { ...HALAL, allergies: ['Gluten'], art: 'pot-of-food+flatbread' }),
    item('Balaleet', 'بلاليط', 26, 'Breakfast', ['Sweet saffron vermicelli with a savoury omelette.', 'شعيرية حلوة بالزعفران مع عجة مالحة.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Egg'], art: 'spaghetti@yellow+egg' }),
    item('Chebab Pancakes', 'خبز الجباب', 24, 'Breakfast', ['Emirati saffron pancakes with date syrup and cheese.', 'فطائر إماراتية بالزعفران مع دبس التمر والجبن.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Regag with Egg and Cheese', 'رقاق بالبيض والجبن', 16, 'Breakfast', ['Crisp regag bread with egg and cream cheese.', 'خبز رقاق مقرمش مع البيض والجبن الكريمي.'], { ...VEG, window: BREAKFAST, allergies: ['Gluten', 'Egg', 'Milk'] }),
    item('Samak Mashwi', 'سمك مشوي', 58, 'Seafood', ['Whole grilled fish in Emirati spices.', 'سمكة كاملة مشوية بالبهارات الإماراتية.'], { allergies: ['Fish'] }),
    item('Luqaimat', 'لقيمات', 18, 'Desserts', ['Crisp saffron dumplings with date syrup and sesame.', 'لقيمات مقرمشة بالزعفران مع دبس التمر والسمسم.'], { ...VEG, allergies: ['Gluten', 'Sesame'], art: 'doughnut+honey-pot' }),
    item('Khanfaroosh', 'خنفروش', 19, 'Desserts', ['Rose and cardamom doughnuts, an Emirati treat.', 'كعك الورد والهيل، حلوى إماراتية.'], { ...VEG, allergies: ['Gluten', 'Egg'], art: 'doughnut+rose' }),
    item('Arabic Coffee Dallah', 'دلة قهوة عربية', 25, 'Coffee', ['A dallah of cardamom Arabic coffee with dates.', 'دلة قهوة عربية بالهيل مع التمر.'], { ...VEG, art: 'teapot+palm-tree' }),
    item('Saffron Karak', 'كرك بالزعفران', 9, 'Drinks', ['Karak tea with saffron and cardamom.', 'شاي كرك بالزعفران والهيل.'], { ...VEG, allergies: ['Milk'], art: 'hot-beverage+blossom' }),
    item('Date Milkshake', 'ميلك شيك التمر', 18, 'Drinks', ['Khalas dates blended with cold milk.', 'تمر خلاص مخفوق مع الحليب البارد.'], { ...VEG, allergies: ['Milk'] }),
    item('Chicken Madrooba', 'مضروبة دجاج', 38, 'Arabic', ['Rice and chicken beaten smooth with spices and ghee.', 'أرز ودجاج مضروبان بالبهارات والسمن.'], { ...HALAL, allergies: ['Milk'], art: 'bowl-with-spoon+poultry-leg' }),
    item('Lamb Saloona', 'صالونة لحم', 46, 'Arabic', ['Emirati lamb and vegetable stew with rice.', 'مرق لحم وخضار إماراتي مع الأرز.'], { ...HALAL, art: 'pot-of-food+carrot' }),
  ],
};

const gelato: StoreSeed = {
  id: 41, name: 'Gelato Lane', nameAr: 'جيلاتو لين', zoneId: 1, lat: 25.2357, lng: 55.2604, address: 'La Mer, Jumeirah', addressAr: 'لا مير، جميرا', hours: 'evening',
  art: ['ice-cream', 'soft-ice-cream', 'waffle', 'strawberry', 'chocolate-bar'], deliveryTime: '20-30 min',
  addOns: [['Sprinkles', 'حبيبات ملونة', 2], ['Hot fudge', 'صوص الفدج الساخن', 3], ['Extra scoop', 'كرة إضافية', 8]],
  items: [
    item('Pistachio Gelato', 'جيلاتو الفستق', 22, 'Ice Cream', ['Sicilian pistachio, slowly churned.', 'فستق صقلي مخفوق ببطء.'], { ...VEG, groups: SCOOPS, addOns: true, allergies: ['Milk', 'Nuts'], recommended: 1, art: 'ice-cream@green' }),
    item('Dark Chocolate Gelato', 'جيلاتو الشوكولاتة الداكنة', 20, 'Ice Cream', ['70% cocoa, deep and smooth.', 'كاكاو ٧٠٪ غني وناعم.'], { ...VEG, groups: SCOOPS, addOns: true, allergies: ['Milk'] }),
    item('Strawberry Sorbet', 'سوربيه الفراولة', 18, 'Ice Cream', ['Dairy-free, made with ripe strawberries.', 'خالٍ من الألبان، مصنوع من فراولة ناضجة.'], { ...VEG, groups: SCOOPS, addOns: true }),
    item('Mango Sorbet', 'سوربيه المانجو', 18, 'Ice Cream', ['Alphonso mango, no dairy.', 'مانجو ألفونسو بدون ألبان.'], { ...VEG, groups: SCOOPS, addOns: true }),
    item('Salted Caramel Gelato', 'جيلاتو الكراميل المملح', 20, 'Ice Cream', ['Burnt caramel with a pinch of sea salt.', 'كراميل محروق مع رشة ملح البحر.'], { ...VEG, groups: SCOOPS, addOns: true, allergies: ['Milk'] }),
    item('Vanilla Bean Gelato', 'جيلاتو الفانيليا', 18, 'Ice Cream', ['Madagascar vanilla bean.', 'فانيليا مدغشقر.'], { ...VEG, groups: SCOOPS, addOns: true, allergies: ['Milk'] }),
    item('Lotus Biscoff Sundae', 'صنداي لوتس', 29, 'Desserts', ['Vanilla gelato, Biscoff spread and crushed biscuits.', 'جيلاتو الفانيليا مع كريمة لوتس وبسكويت مطحون.'], { ...VEG, allergies: ['Milk', 'Gluten'], art: 'ice-cream+cookie' }),
    item('Belgian Waffle', 'وافل بلجيكي', 27, 'Desserts', ['Crisp waffle with Nutella and strawberries.', 'وافل مقرمش مع نوتيلا وفراولة.'], { ...VEG, addOns: true, allergies: ['Gluten', 'Milk', 'Egg', 'Nuts'] }),
    item('Crêpe with Banana', 'كريب بالموز', 25, 'Desserts', ['Thin crêpe with banana and chocolate.', 'كريب رقيق بالموز والشوكولاتة.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Affogato', 'أفوغاتو', 22, 'Coffee', ['A scoop of vanilla drowned in espresso.', 'كرة فانيليا مغمورة بالإسبريسو.'], { ...VEG, allergies: ['Milk'], art: 'ice-cream+hot-beverage' }),
    item('Cookies and Cream Shake', 'ميلك شيك كوكيز آند كريم', 24, 'Drinks', ['Vanilla gelato blended with chocolate cookies.', 'جيلاتو الفانيليا مخفوق مع بسكويت الشوكولاتة.'], { ...VEG, groups: SHAKE, allergies: ['Milk', 'Gluten'], art: 'cup-with-straw+cookie' }),
    item('Gelato Tub (500 ml)', 'علبة جيلاتو (٥٠٠ مل)', 45, 'Ice Cream', ['Take home any flavour, packed in ice.', 'خذ أي نكهة إلى البيت، معبأة بالثلج.'], { ...VEG, groups: [single('Flavour', 'النكهة', [['Pistachio', 'فستق', 0], ['Dark chocolate', 'شوكولاتة داكنة', 0], ['Salted caramel', 'كراميل مملح', 0]])], allergies: ['Milk'], art: 'ice+ice-cream' }),
    item('Coconut Sorbet', 'سوربيه جوز الهند', 18, 'Ice Cream', ['Creamy coconut, no dairy.', 'جوز هند كريمي بدون ألبان.'], { ...VEG, groups: SCOOPS, addOns: true, art: 'ice-cream+coconut' }),
    item('Lemon Sorbet', 'سوربيه الليمون', 17, 'Ice Cream', ['Sharp Amalfi lemon sorbet.', 'سوربيه ليمون أمالفي منعش.'], { ...VEG, groups: SCOOPS, addOns: true, art: 'ice-cream+lemon' }),
    item('Hazelnut Gelato', 'جيلاتو البندق', 21, 'Ice Cream', ['Piedmont hazelnuts, roasted and churned.', 'بندق بيدمونت محمص ومخفوق.'], { ...VEG, groups: SCOOPS, addOns: true, allergies: ['Milk', 'Nuts'], art: 'ice-cream+chestnut' }),
    item('Ice Cream Sandwich', 'ساندويتش آيس كريم', 16, 'Desserts', ['Vanilla gelato between two chocolate cookies.', 'جيلاتو الفانيليا بين بسكويتتين بالشوكولاتة.'], { ...VEG, allergies: ['Milk', 'Gluten'], art: 'cookie+ice-cream' }),
  ],
};

const juiceJunction: StoreSeed = {
  id: 42, name: 'Juice Junction', nameAr: 'جوس جنكشن', zoneId: 1, lat: 25.2497, lng: 55.3083, address: 'Oud Metha', addressAr: 'عود ميثاء', hours: 'day',
  art: ['tropical-drink', 'pineapple', 'watermelon', 'kiwi-fruit', 'mango'], freeDelivery: true, deliveryTime: '15-25 min',
  addOns: [['Chia seeds', 'بذور الشيا', 3], ['Protein scoop', 'مغرفة بروتين', 7], ['Honey', 'عسل', 2]],
  items: [
    item('Fresh Orange Juice', 'عصير برتقال طازج', 14, 'Juices & Smoothies', ['Valencia oranges squeezed to order.', 'برتقال فالنسيا يعصر عند الطلب.'], { ...VEG, groups: DRINK, addOns: true, recommended: 1 }),
    item('Watermelon Juice', 'عصير بطيخ', 14, 'Juices & Smoothies', ['Pure chilled watermelon.', 'بطيخ مثلج نقي.'], { ...VEG, groups: DRINK, addOns: true }),
    item('Pineapple Mint Juice', 'عصير أناناس بالنعناع', 16, 'Juices & Smoothies', ['Sweet pineapple with fresh mint.', 'أناناس حلو مع نعناع طازج.'], { ...VEG, groups: DRINK, addOns: true }),
    item('Mango Juice', 'عصير مانجو', 16, 'Juices & Smoothies', ['Thick Alphonso mango juice.', 'عصير مانجو ألفونسو كثيف.'], { ...VEG, groups: DRINK, addOns: true }),
    item('Peach Juice', 'عصير خوخ', 19, 'Juices & Smoothies', ['Ripe yellow peaches, blended smooth.', 'خوخ أصفر ناضج مخفوق حتى ينعم.'], { ...VEG, groups: DRINK, art: 'cup-with-straw+peach' }),
    item('Carrot Ginger Juice', 'عصير جزر بالزنجبيل', 15, 'Juices & Smoothies', ['Carrots, orange and a kick of ginger.', 'جزر وبرتقال مع لمسة زنجبيل.'], { ...VEG, groups: DRINK }),
    item('Avocado Shake', 'شيك الأفوكادو', 20, 'Juices & Smoothies', ['Creamy avocado with milk and honey.', 'أفوكادو كريمي مع الحليب والعسل.'], { ...VEG, allergies: ['Milk'], addOns: true }),
    item('Strawberry Banana Smoothie', 'سموذي الفراولة والموز', 19, 'Juices & Smoothies', ['Strawberries, banana and yoghurt.', 'فراولة وموز وزبادي.'], { ...VEG, allergies: ['Milk'], addOns: true }),
    item('Kiwi Apple Juice', 'عصير كيوي وتفاح', 17, 'Juices & Smoothies', ['Green kiwi with crisp apple.', 'كيوي أخضر مع تفاح مقرمش.'], { ...VEG, groups: DRINK }),
    item('Coconut Water', 'ماء جوز الهند', 13, 'Juices & Smoothies', ['Straight from young coconuts.', 'مباشرة من جوز الهند الطازج.'], { ...VEG }),
    item('Cocktail Juice Layers', 'كوكتيل عصير طبقات', 22, 'Juices & Smoothies', ['Avocado, mango and strawberry in layers, topped with fruit.', 'طبقات من الأفوكادو والمانجو والفراولة مع الفواكه.'], { ...VEG, allergies: ['Milk'], art: 'tropical-drink' }),
    item('Fruit Salad Cup', 'كوب سلطة فواكه', 18, 'Desserts', ['Seasonal fruit with honey and mint.', 'فواكه الموسم مع العسل والنعناع.'], { ...VEG, art: 'bowl-with-spoon+grapes' }),
    item('Acai Berry Bowl', 'وعاء الأساي بالتوت', 34, 'Bowls', ['Acai blend, granola, banana and berries.', 'خليط الأساي مع غرانولا وموز وتوت.'], { ...VEG, allergies: ['Nuts'], art: 'bowl-with-spoon+blueberries' }),
    item('Lemon Juice', 'عصير ليمون', 12, 'Juices & Smoothies', ['Freshly squeezed with a little sugar.', 'معصور طازج مع قليل من السكر.'], { ...VEG, groups: DRINK }),
    item('Red Grape Juice', 'عصير عنب أحمر', 16, 'Juices & Smoothies', ['Pressed red grapes.', 'عنب أحمر معصور.'], { ...VEG, groups: DRINK }),
    item('Blueberry Smoothie', 'سموذي التوت الأزرق', 21, 'Juices & Smoothies', ['Blueberries, banana and almond milk.', 'توت أزرق وموز وحليب اللوز.'], { ...VEG, allergies: ['Nuts'], addOns: true }),
  ],
};

const manousheCorner: StoreSeed = {
  id: 43, name: 'Manoushe Corner', nameAr: 'زاوية المناقيش', zoneId: 1, lat: 25.2289, lng: 55.2859, address: 'Al Wasl', addressAr: 'الوصل', hours: 'cafe',
  art: ['flatbread', 'cheese-wedge', 'olive', 'herb', 'hot-beverage'], deliveryTime: '20-30 min',
  addOns: [['Labneh', 'لبنة', 4], ['Vegetables', 'خضار', 3], ['Olives', 'زيتون', 3]],
  items: [
    item('Za\'atar Manoushe', 'منقوشة زعتر', 9, 'Bakery', ['Stone-baked flatbread with za\'atar and olive oil.', 'خبز مخبوز على الحجر بالزعتر وزيت الزيتون.'], { ...VEG, addOns: true, allergies: ['Gluten', 'Sesame'], recommended: 1 }),
    item('Cheese Manoushe', 'منقوشة جبنة', 13, 'Bakery', ['Akkawi and mozzarella, baked until golden.', 'جبن عكاوي وموزاريلا مخبوزة حتى الاحمرار.'], { ...VEG, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Half Za\'atar Half Cheese', 'نص زعتر نص جبنة', 12, 'Bakery', ['The best of both on one flatbread.', 'أفضل ما في الاثنين على رغيف واحد.'], { ...VEG, addOns: true, allergies: ['Gluten', 'Milk', 'Sesame'] }),
    item('Lahm Bi Ajeen', 'لحم بعجين', 16, 'Bakery', ['Flatbread with spiced minced beef, tomato and onion.', 'خبز مع لحم بقري مفروم متبل وطماطم وبصل.'], { ...HALAL, allergies: ['Gluten'], art: 'flatbread+cut-of-meat' }),
    item('Spinach Fatayer (3)', 'فطاير سبانخ (٣)', 14, 'Bakery', ['Triangle pies with lemony spinach.', 'فطائر مثلثة بالسبانخ والليمون.'], { ...VEG, allergies: ['Gluten'] }),
    item('Cheese Fatayer (3)', 'فطاير جبنة (٣)', 14, 'Bakery', ['Boat-shaped pies with white cheese and parsley.', 'فطائر على شكل قارب بالجبن الأبيض والبقدونس.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Sujuk and Egg Manoushe', 'منقوشة سجق وبيض', 18, 'Breakfast', ['Spicy beef sujuk with egg and cheese.', 'سجق لحم حار مع البيض والجبن.'], { ...HALAL, window: BREAKFAST, allergies: ['Gluten', 'Egg', 'Milk'] }),
    item('Labneh Wrap', 'لفافة لبنة', 12, 'Sandwiches', ['Labneh, cucumber, mint and olives rolled in markouk.', 'لبنة وخيار ونعناع وزيتون ملفوفة بخبز المرقوق.'], { ...VEG, allergies: ['Gluten', 'Milk'], art: 'stuffed-flatbread+cucumber' }),
    item('Halloumi Croissant', 'كرواسون حلومي', 15, 'Bakery', ['Butter croissant filled with grilled halloumi.', 'كرواسون بالزبدة محشو بالحلومي المشوي.'], { ...VEG, allergies: ['Gluten', 'Milk'] }),
    item('Foul Medames', 'فول مدمس', 17, 'Breakfast', ['Fava beans with garlic, lemon and olive oil.', 'فول مع الثوم والليمون وزيت الزيتون.'], { ...VEG, window: BREAKFAST, art: 'bowl-with-spoon+beans' }),
    item('Shakshuka', 'شكشوكة', 26, 'Breakfast', ['Eggs poached in a spiced tomato and pepper sauce.', 'بيض مطهو في صلصة الطماطم والفلفل المتبلة.'], { ...VEG, window: BREAKFAST, allergies: ['Egg'] }),
    item('Knafeh Bread', 'كنافة بالكعك', 19, 'Desserts', ['Warm cheese knafeh in sesame bread.', 'كنافة بالجبن الساخن في كعك بالسمسم.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Sesame'] }),
    item('Mint Tea', 'شاي بالنعناع', 7, 'Drinks', ['Black tea with fresh mint.', 'شاي أسود بالنعناع الطازج.'], { ...VEG }),
    item('Chicken Fatayer (3)', 'فطاير دجاج (٣)', 16, 'Bakery', ['Pies with spiced chicken and onion.', 'فطائر بالدجاج المتبل والبصل.'], { ...HALAL, allergies: ['Gluten'], art: 'dumpling+poultry-leg' }),
    item('Za\'atar Croissant', 'كرواسون بالزعتر', 10, 'Bakery', ['Butter croissant with za\'atar and cheese.', 'كرواسون بالزبدة مع الزعتر والجبن.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Sesame'], art: 'croissant+herb' }),
    item('Laban Ayran', 'لبن عيران', 6, 'Drinks', ['Chilled salted yoghurt drink.', 'لبن مملح مثلج.'], { ...VEG, allergies: ['Milk'], art: 'glass-of-milk+snowflake' }),
  ],
};

const smokehouse: StoreSeed = {
  id: 44, name: 'Smokehouse Grill', nameAr: 'سموك هاوس جريل', zoneId: 3, lat: 25.1456, lng: 55.2278, address: 'Al Quoz', addressAr: 'القوز', hours: 'meals',
  art: ['meat-on-bone', 'cut-of-meat', 'fire', 'potato', 'ear-of-corn'], discount: [12, 100, 40], deliveryTime: '40-55 min', minimumOrder: 50,
  addOns: [['Peppercorn sauce', 'صوص الفلفل الأسود', 5], ['Mashed potato', 'بطاطس مهروسة', 12], ['Grilled corn', 'ذرة مشوية', 9]],
  items: [
    item('Ribeye Steak 300g', 'ستيك ريب آي ٣٠٠ غ', 139, 'Steaks & BBQ', ['Grain-fed Australian ribeye, grilled over oak.', 'ريب آي أسترالي مغذى بالحبوب مشوي على خشب البلوط.'], { ...HALAL, groups: DONENESS, addOns: true, recommended: 1, art: 'cut-of-meat+fire' }),
    item('Tenderloin Steak 250g', 'ستيك تندرلوين ٢٥٠ غ', 149, 'Steaks & BBQ', ['The most tender cut, with a red-wine-free jus.', 'أطرى قطعة مع صلصة اللحم.'], { ...HALAL, groups: DONENESS, addOns: true, art: 'cut-of-meat+sparkles' }),
    item('Beef Short Ribs', 'أضلاع لحم بقري', 119, 'Steaks & BBQ', ['Twelve-hour smoked short ribs with BBQ glaze.', 'أضلاع مدخنة لمدة اثنتي عشرة ساعة مع صوص باربكيو.'], { ...HALAL, addOns: true, art: 'meat-on-bone+honey-pot' }),
    item('Smoked Brisket Plate', 'طبق بريسكت مدخن', 89, 'Steaks & BBQ', ['Sliced brisket, pickles and white bread.', 'بريسكت مقطع مع مخلل وخبز أبيض.'], { ...HALAL, addOns: true, allergies: ['Gluten'], art: 'cut-of-meat+bread' }),
    item('Half BBQ Chicken', 'نصف دجاجة باربكيو', 59, 'Steaks & BBQ', ['Slow-smoked half chicken with house rub.', 'نصف دجاجة مدخنة ببطء بتتبيلة البيت.'], { ...HALAL, addOns: true, art: 'poultry-leg+fire' }),
    item('Lamb Chops', 'ريش ضأن', 98, 'Steaks & BBQ', ['Four chargrilled lamb chops with rosemary.', 'أربع ريش ضأن مشوية على الفحم بإكليل الجبل.'], { ...HALAL, groups: DONENESS.slice(0, 1), addOns: true, art: 'meat-on-bone+herb' }),
    item('Pulled Beef Sandwich', 'ساندويتش لحم مسحوب', 48, 'Sandwiches', ['Smoked pulled beef, slaw and pickles on brioche.', 'لحم مسحوب مدخن مع كول سلو ومخلل في خبز بريوش.'], { ...HALAL, allergies: ['Gluten', 'Egg'] }),
    item('Truffle Mashed Potato', 'بطاطس مهروسة بالكمأة', 22, 'Sides', ['Buttery mash with truffle oil.', 'بطاطس مهروسة بالزبدة وزيت الكمأة.'], { ...VEG, allergies: ['Milk'] }),
    item('Grilled Corn', 'ذرة مشوية', 16, 'Sides', ['Charred corn with chipotle butter.', 'ذرة مشوية مع زبدة الشيبوتلي.'], { ...VEG, allergies: ['Milk'] }),
    item('Baked Potato', 'بطاطس مخبوزة', 18, 'Sides', ['Jacket potato with sour cream and chives.', 'بطاطس مخبوزة بقشرها مع القشدة الحامضة والثوم المعمر.'], { ...VEG, allergies: ['Milk'] }),
    item('Wedge Salad', 'سلطة ويدج', 28, 'Salads', ['Iceberg, blue cheese, tomato and crispy onions.', 'خس آيسبرغ وجبن أزرق وطماطم وبصل مقرمش.'], { ...VEG, allergies: ['Milk'] }),
    item('Pecan Pie', 'فطيرة البيكان', 29, 'Desserts', ['Southern pecan pie with vanilla ice cream.', 'فطيرة البيكان الجنوبية مع آيس كريم الفانيليا.'], { ...VEG, allergies: ['Gluten', 'Nuts', 'Milk', 'Egg'] }),
    item('Sparkling Water', 'مياه فوارة', 9, 'Drinks', ['750 ml bottle.', 'زجاجة ٧٥٠ مل.'], { ...VEG }),
    item('Smokehouse Burger', 'برجر سموك هاوس', 58, 'Burgers/Beef Burgers', ['Brisket-topped beef burger with smoked cheddar.', 'برجر لحم مع بريسكت وشيدر مدخن.'], { ...HALAL, groups: DONENESS.slice(0, 1), allergies: ['Gluten', 'Milk'], art: 'hamburger+fire' }),
    item('BBQ Chicken Wings', 'أجنحة دجاج باربكيو', 42, 'Steaks & BBQ', ['Hickory-smoked wings glazed in BBQ sauce.', 'أجنحة مدخنة بخشب الهيكوري ومزججة بصوص الباربكيو.'], { ...HALAL, art: 'poultry-leg+honey-pot' }),
    item('Smoky Coleslaw', 'كول سلو مدخن', 12, 'Sides', ['Crunchy slaw with a chipotle dressing.', 'سلطة ملفوف مقرمشة بصلصة الشيبوتلي.'], { ...VEG, allergies: ['Egg'], art: 'green-salad+carrot' }),
  ],
};

const fornoNapoli: StoreSeed = {
  id: 62, name: 'Forno Napoli Pizzeria', nameAr: 'فورنو نابولي للبيتزا', zoneId: 1, lat: 25.2318, lng: 55.2712, address: 'Jumeirah 1', addressAr: 'جميرا ١', hours: 'late',
  art: ['fire', 'pizza', 'tomato', 'cheese-wedge', 'olive'], recommended: true, deliveryTime: '25-35 min',
  addOns: [['Burrata', 'بوراتا', 14], ['Garlic dip', 'صوص الثوم', 3], ['Chilli honey', 'عسل حار', 4], ['Tiramisu cup', 'كوب تيراميسو', 16]],
  items: [
    item('Neapolitan Margherita', 'مارغريتا نابولي', 42, 'Pizza', ['San Marzano tomato, fior di latte and basil, fired for ninety seconds.', 'طماطم سان مارزانو وموزاريلا طازجة وريحان، تخبز تسعين ثانية.'], { ...VEG, groups: PIZZA, addOns: true, recommended: 1, allergies: ['Gluten', 'Milk'], art: 'pizza+herb' }),
    item('Diavola Pizza', 'بيتزا ديافولا', 52, 'Pizza', ['Spicy beef salami, chilli and mozzarella.', 'سلامي لحم حار وفلفل وموزاريلا.'], { ...HALAL, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], art: 'pizza+hot-pepper' }),
    item('Truffle Mushroom Pizza', 'بيتزا الفطر بالكمأة', 58, 'Pizza', ['Wild mushrooms, truffle cream and parmesan.', 'فطر بري وكريمة الكمأة والبارميزان.'], { ...VEG, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], art: 'pizza+mushroom' }),
    item('Chicken Pesto Pizza', 'بيتزا دجاج بالبيستو', 54, 'Pizza', ['Grilled chicken, basil pesto and cherry tomatoes.', 'دجاج مشوي وبيستو الريحان وطماطم كرزية.'], { ...HALAL, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk', 'Nuts'], art: 'pizza+poultry-leg' }),
    item('Four Seasons Pizza', 'بيتزا الفصول الأربعة', 56, 'Pizza', ['Artichoke, olives, mushrooms and turkey ham in four quarters.', 'خرشوف وزيتون وفطر ولحم ديك رومي في أربعة أرباع.'], { ...HALAL, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], art: 'pizza+olive' }),
    item('Burrata Pizza', 'بيتزا البوراتا', 64, 'Pizza', ['A whole burrata over tomato and rocket, torn at the table.', 'بوراتا كاملة على الطماطم والجرجير.'], { ...VEG, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], art: 'pizza+cheese-wedge' }),
    item('Calzone', 'كالزوني', 49, 'Pizza', ['Folded pizza with ricotta, mozzarella and spinach.', 'بيتزا مطوية بالريكوتا والموزاريلا والسبانخ.'], { ...VEG, allergies: ['Gluten', 'Milk'], art: 'dumpling+cheese-wedge' }),
    item('Penne Rosa', 'بيني روزا', 42, 'Pasta', ['Creamy tomato rosa sauce with parmesan.', 'صلصة طماطم كريمية مع البارميزان.'], { ...VEG, groups: PASTA, allergies: ['Gluten', 'Milk'], art: 'spaghetti+tomato' }),
    item('Lasagne al Forno', 'لازانيا بالفرن', 48, 'Pasta', ['Layers of beef ragù, béchamel and parmesan.', 'طبقات من صلصة اللحم والبشاميل والبارميزان.'], { ...HALAL, allergies: ['Gluten', 'Milk'], art: 'shallow-pan-of-food+cheese-wedge' }),
    item('Arancini (4)', 'أرانشيني (٤)', 28, 'Sides', ['Crisp saffron risotto balls with mozzarella.', 'كرات ريزوتو مقرمشة بالزعفران والموزاريلا.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'], art: 'rice-ball+fire' }),
    item('Focaccia with Rosemary', 'فوكاتشيا بإكليل الجبل', 18, 'Sides', ['Olive oil focaccia baked in the wood oven.', 'فوكاتشيا بزيت الزيتون مخبوزة في فرن الحطب.'], { ...VEG, allergies: ['Gluten'], art: 'flatbread+herb' }),
    item('Rocket and Parmesan Salad', 'سلطة الجرجير والبارميزان', 29, 'Salads', ['Peppery rocket, shaved parmesan and lemon.', 'جرجير وبارميزان مبشور وليمون.'], { ...VEG, allergies: ['Milk'], art: 'green-salad+cheese-wedge' }),
    item('Nutella Pizza', 'بيتزا نوتيلا', 36, 'Desserts', ['Sweet pizza with Nutella and strawberries.', 'بيتزا حلوة بالنوتيلا والفراولة.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Nuts'], art: 'pizza+chocolate-bar' }),
    item('Classic Tiramisu', 'تيراميسو كلاسيكي', 28, 'Desserts', ['Mascarpone, espresso and cocoa.', 'ماسكاربوني وإسبريسو وكاكاو.'], { ...VEG, allergies: ['Gluten', 'Milk', 'Egg'], art: 'shortcake+hot-beverage' }),
    item('San Pellegrino Aranciata', 'سان بيليغرينو أرانشياتا', 12, 'Drinks', ['Sparkling Italian orange drink.', 'مشروب برتقال إيطالي فوار.'], { ...VEG, art: 'bottle-with-popping-cork+tangerine' }),
    item('Italian Espresso', 'إسبريسو إيطالي', 11, 'Coffee', ['A short, strong espresso.', 'إسبريسو قصير وقوي.'], { ...VEG, art: 'hot-beverage' }),
  ],
};

export const FOOD: ModuleCatalog = {
  moduleId: 2,
  categories: [
    category('Burgers', 'برجر', [['Beef Burgers', 'برجر لحم'], ['Chicken Burgers', 'برجر دجاج']]),
    category('Pizza', 'بيتزا'),
    category('Arabic', 'عربي', [['Shawarma & Wraps', 'شاورما ولفائف'], ['Grills', 'مشويات']]),
    category('Salads', 'سلطات'),
    category('Desserts', 'حلويات'),
    category('Drinks', 'مشروبات'),
    category('Indian', 'هندي'),
    category('Breakfast', 'فطور'),
    category('Japanese', 'ياباني'),
    category('Chinese', 'صيني'),
    category('Fried Chicken', 'دجاج مقلي'),
    category('Seafood', 'مأكولات بحرية'),
    category('Mexican', 'مكسيكي'),
    category('Pasta', 'معكرونة'),
    category('Sides', 'أطباق جانبية'),
    category('Sandwiches', 'ساندويتشات'),
    category('Bowls', 'أطباق صحية'),
    category('Soups', 'شوربات'),
    category('Coffee', 'قهوة'),
    category('Bakery', 'مخبوزات'),
    category('Ice Cream', 'آيس كريم'),
    category('Juices & Smoothies', 'عصائر وسموذي'),
    category('Steaks & BBQ', 'ستيك وباربكيو'),
  ],
  brands: [],
  stores: [burgerHub, shawarmaStreet, marinaSlice, greenBowl, saffron, sakura, dragonWok, crispyCoop, fishMarket, beanBrew, tacoLoco, baitAlKhaleej, gelato, juiceJunction, manousheCorner, smokehouse, fornoNapoli],
};
