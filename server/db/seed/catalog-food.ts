/**
 * Food (module 2): six restaurants (burgers, shawarma, pizza, a vegetarian kitchen, Indian, Japanese) with
 * food variation groups (single and multi, required and optional, with bounds), add-ons, availability
 * windows (breakfast, late-night dessert), halal and veg flags, nutrition and allergens.
 */
import { category, item, type FoodGroup, type ModuleCatalog } from './catalog-types';

const BURGER: FoodGroup[] = [
  { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [['Regular', 0], ['Large', 8]] },
  { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [['Cheese', 3], ['Jalapeños', 2], ['Egg', 4]] },
];
const PIZZA: FoodGroup[] = [
  { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [['Small 8"', 0], ['Medium 10"', 12], ['Large 12"', 22]] },
  { name: 'Crust', type: 'single', min: 0, max: 0, required: 'off', values: [['Classic', 0], ['Thin', 0], ['Stuffed crust', 9]] },
  { name: 'Toppings', type: 'multi', min: 1, max: 3, required: 'off', values: [['Olives', 3], ['Mushrooms', 3], ['Extra cheese', 5], ['Peppers', 3]] },
];
const SHAWARMA: FoodGroup[] = [
  { name: 'Bread', type: 'single', min: 0, max: 0, required: 'on', values: [['Arabic bread', 0], ['Saj', 2], ['Rice instead', 4]] },
  { name: 'Sauces', type: 'multi', min: 1, max: 2, required: 'on', values: [['Garlic', 0], ['Tahini', 0], ['Chilli', 0]] },
];
const DRINK: FoodGroup[] = [
  { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [['Regular', 0], ['Large', 4]] },
  { name: 'Sweetness', type: 'single', min: 0, max: 0, required: 'off', values: [['No sugar', 0], ['Less sweet', 0], ['Normal', 0]] },
];
const SPICE: FoodGroup[] = [{ name: 'Spice level', type: 'single', min: 0, max: 0, required: 'on', values: [['Mild', 0], ['Medium', 0], ['Hot', 0]] }];
const MILK: FoodGroup[] = [{ name: 'Milk', type: 'single', min: 0, max: 0, required: 'on', values: [['Full cream', 0], ['Oat', 3], ['Almond', 3]] }];
const GRILL_SIDE: FoodGroup[] = [
  { name: 'Side', type: 'single', min: 0, max: 0, required: 'on', values: [['Rice', 0], ['Fries', 0], ['Salad', 0]] },
  { name: 'Dips', type: 'multi', min: 1, max: 3, required: 'off', values: [['Hummus', 4], ['Moutabal', 4], ['Garlic', 2]] },
];
const BREAKFAST: [string, string] = ['06:00:00', '11:30:00'];

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
  ],
  brands: [],
  addOns: [
    ['Extra sauce', 'صوص إضافي', 2],
    ['Fries', 'بطاطس مقلية', 8],
    ['Soft drink', 'مشروب غازي', 6],
    ['Garlic dip', 'صوص الثوم', 3],
  ],
  stores: [
    { id: 5, name: 'Burger Hub', nameAr: 'برجر هب', zoneId: 1, lat: 25.196, lng: 55.276, address: 'Downtown Dubai', addressAr: 'وسط مدينة دبي', hours: 'always', discount: [10, 50, 30], recommended: true, featured: true, deliveryTime: '25-35 min', sells: [0, 1, 3, 4, 5] },
    { id: 6, name: 'Shawarma Street', nameAr: 'شارع الشاورما', zoneId: 1, lat: 25.258, lng: 55.301, address: 'Bur Dubai', addressAr: 'بر دبي', hours: 'always', freeDelivery: true, scheduleOrder: false, minimumOrder: 10, deliveryTime: '20-30 min', announcement: 'Free delivery on every order this month.', sells: [2, 3, 5] },
    { id: 7, name: 'Marina Slice', nameAr: 'مارينا سلايس', zoneId: 2, lat: 25.079, lng: 55.139, address: 'Dubai Marina', addressAr: 'دبي مارينا', hours: 'always', selfDelivery: true, minimumOrder: 20, deliveryTime: '30-40 min', sells: [1, 3, 4, 5] },
    { id: 8, name: 'Green Bowl', nameAr: 'الوعاء الأخضر', zoneId: 3, lat: 25.118, lng: 55.201, address: 'Al Barsha', addressAr: 'البرشاء', hours: 'day', vegOnly: true, minimumOrder: 30, deliveryTime: '25-35 min', sells: [3, 4, 5, 7] },
    { id: 19, name: 'Saffron Spice Kitchen', nameAr: 'مطبخ الزعفران', zoneId: 2, lat: 25.101, lng: 55.17, address: 'Al Sufouh', addressAr: 'الصفوح', hours: 'evening', featured: true, deliveryTime: '35-45 min', sells: [6, 4, 5] },
    { id: 20, name: 'Sakura Bento', nameAr: 'ساكورا بينتو', zoneId: 1, lat: 25.2215, lng: 55.2805, address: 'Al Satwa', addressAr: 'السطوة', hours: 'paused', deliveryTime: '30-40 min', sells: [8, 5] },
  ],
  base: [
    item('Classic Beef Burger', 'برجر لحم كلاسيك', 42, 0, ['Flame-grilled beef patty, cheddar, lettuce, tomato and house sauce in a brioche bun.', 'قرص لحم مشوي على اللهب مع شيدر وخس وطماطم وصوص البيت في خبز بريوش.'], { halal: 1, veggie: ['Mushroom Swiss Burger', 'برجر الفطر السويسري'], nutritions: ['Protein', 'Carbohydrates'], allergies: ['Gluten', 'Sesame'], groups: BURGER, addOns: true, discount: 10, recommended: 1 }),
    item('Crispy Chicken Burger', 'برجر دجاج مقرمش', 38, 0, ['Buttermilk fried chicken thigh with slaw and pickles.', 'فخذ دجاج مقلي باللبن الرائب مع سلطة الملفوف والمخلل.'], { child: 1, halal: 1, veggie: ['Crispy Halloumi Burger', 'برجر الحلومي المقرمش'], nutritions: ['Protein'], allergies: ['Gluten', 'Egg'], groups: BURGER, addOns: true, maxQuantity: 3 }),
    item('Margherita Pizza', 'بيتزا مارغريتا', 45, 1, ['Tomato sauce, fior di latte mozzarella and fresh basil.', 'صلصة طماطم وموزاريلا طازجة وريحان.'], { veg: 1, allergies: ['Gluten', 'Milk'], groups: PIZZA, addOns: true }),
    item('Chicken Shawarma Plate', 'طبق شاورما دجاج', 32, 2, ['Marinated chicken shawarma with garlic sauce, pickles and fries.', 'شاورما دجاج متبلة مع صوص الثوم والمخلل والبطاطس.'], { halal: 1, veggie: ['Falafel Shawarma Plate', 'طبق شاورما فلافل'], nutritions: ['Protein'], groups: SHAWARMA, addOns: true, discount: [3, 'amount'] }),
    item('Falafel Wrap', 'لفافة فلافل', 18, 2, ['Crunchy falafel, tahini, salad and pickles in Arabic bread. Served at breakfast.', 'فلافل مقرمشة مع الطحينة والسلطة والمخلل في خبز عربي. تقدم في الفطور.'], { veg: 1, window: BREAKFAST, allergies: ['Gluten', 'Sesame'], discount: 10 }),
    item('Quinoa Power Salad', 'سلطة الكينوا', 36, 3, ['Quinoa, roasted sweet potato, chickpeas, avocado and lemon dressing.', 'كينوا وبطاطا حلوة مشوية وحمص وأفوكادو مع صلصة الليمون.'], { veg: 1, nutritions: ['Fibre', 'Protein'] }),
    item('Kunafa', 'كنافة', 24, 4, ['Warm cheese kunafa with syrup and pistachio, served late in the evening.', 'كنافة بالجبن دافئة مع القطر والفستق، تقدم في آخر المساء.'], { veg: 1, window: ['22:00:00', '23:59:59'], allergies: ['Milk', 'Nuts'] }),
    item('Fresh Lemon Mint', 'ليمون بالنعناع', 16, 5, ['Blended lemon and fresh mint over crushed ice.', 'ليمون ونعناع طازج مخفوق مع الثلج المجروش.'], { veg: 1, groups: DRINK }),
  ],
  more: [
    item('Double Cheese Burger', 'برجر دبل تشيز', 52, 0, ['Two beef patties, double cheddar, onions and pickles.', 'قرصان من اللحم مع شيدر مضاعف وبصل ومخلل.'], { halal: 1, veggie: ['Double Mushroom Burger', 'برجر الفطر المزدوج'], groups: BURGER, addOns: true, allergies: ['Gluten', 'Milk'], nutritions: ['Protein'], recommended: 1 }),
    item('Spicy Chicken Burger', 'برجر دجاج حار', 40, 0, ['Crispy chicken with chilli mayo and jalapeños.', 'دجاج مقرمش مع مايونيز حار وهالبينو.'], { child: 1, halal: 1, veggie: ['Spicy Bean Burger', 'برجر الفاصولياء الحار'], groups: BURGER, addOns: true, allergies: ['Gluten', 'Egg'] }),
    item('Pepperoni Pizza', 'بيتزا بيبروني', 52, 1, ['Beef pepperoni, mozzarella and oregano.', 'بيبروني لحم بقري مع موزاريلا وأوريغانو.'], { halal: 1, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'], discount: 15 }),
    item('BBQ Chicken Pizza', 'بيتزا دجاج باربكيو', 55, 1, ['Smoky BBQ chicken, red onion and coriander.', 'دجاج باربكيو مدخن مع بصل أحمر وكزبرة.'], { halal: 1, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Veggie Supreme Pizza', 'بيتزا الخضار', 48, 1, ['Peppers, mushrooms, olives, onions and sweetcorn.', 'فلفل وفطر وزيتون وبصل وذرة حلوة.'], { veg: 1, groups: PIZZA, addOns: true, allergies: ['Gluten', 'Milk'] }),
    item('Mixed Grill Platter', 'طبق مشاوي مشكلة', 75, 2, ['Shish tawook, lamb kofta and lamb tikka with grilled vegetables.', 'شيش طاووق وكفتة لحم وتكا لحم مع خضار مشوية.'], { child: 1, halal: 1, groups: GRILL_SIDE, addOns: true, nutritions: ['Protein'], recommended: 1 }),
    item('Hummus with Pita', 'حمص مع خبز', 19, 2, ['Creamy hummus with olive oil and warm pita.', 'حمص كريمي بزيت الزيتون مع خبز دافئ.'], { veg: 1, allergies: ['Sesame', 'Gluten'] }),
    item('Lamb Kofta Wrap', 'لفافة كفتة لحم', 29, 2, ['Grilled lamb kofta, tahini and parsley salad.', 'كفتة لحم مشوية مع الطحينة وسلطة البقدونس.'], { halal: 1, groups: SHAWARMA, allergies: ['Gluten', 'Sesame'] }),
    item('Fattoush', 'فتوش', 22, 3, ['Crisp vegetables, toasted bread and pomegranate molasses.', 'خضار مقرمشة وخبز محمص ودبس الرمان.'], { veg: 1, allergies: ['Gluten'] }),
    item('Chicken Caesar Salad', 'سلطة سيزر بالدجاج', 34, 3, ['Romaine, grilled chicken, parmesan and croutons.', 'خس روماني ودجاج مشوي وبارميزان وخبز محمص.'], { halal: 1, veggie: ['Halloumi Caesar Salad', 'سلطة سيزر بالحلومي'], allergies: ['Milk', 'Gluten', 'Egg'] }),
    item('Greek Salad', 'سلطة يونانية', 28, 3, ['Tomato, cucumber, olives and feta.', 'طماطم وخيار وزيتون وجبن فيتا.'], { veg: 1, allergies: ['Milk'] }),
    item('Chocolate Lava Cake', 'كيكة الشوكولاتة الذائبة', 26, 4, ['Warm chocolate cake with a molten centre and vanilla ice cream.', 'كيكة شوكولاتة دافئة بقلب ذائب مع آيس كريم الفانيليا.'], { veg: 1, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Umm Ali', 'أم علي', 21, 4, ['Baked puff pastry pudding with milk, nuts and raisins.', 'حلوى العجين المورق بالحليب والمكسرات والزبيب.'], { veg: 1, allergies: ['Milk', 'Nuts', 'Gluten'] }),
    item('New York Cheesecake', 'تشيز كيك نيويورك', 27, 4, ['Baked vanilla cheesecake with berry compote.', 'تشيز كيك الفانيليا المخبوز مع صوص التوت.'], { veg: 1, allergies: ['Milk', 'Egg', 'Gluten'] }),
    item('Ice Cream Sundae', 'آيس كريم صنداي', 19, 4, ['Three scoops, chocolate sauce and wafer.', 'ثلاث كرات مع صوص الشوكولاتة والويفر.'], { veg: 1, allergies: ['Milk'] }),
    item('Mango Lassi', 'لاسي المانجو', 14, 5, ['Chilled yoghurt drink with Alphonso mango.', 'مشروب زبادي بارد بمانجو ألفونسو.'], { veg: 1, allergies: ['Milk'] }),
    item('Iced Latte', 'لاتيه مثلج', 18, 5, ['Double espresso over ice with your choice of milk.', 'إسبريسو مزدوج مع الثلج والحليب الذي تختاره.'], { veg: 1, groups: MILK }),
    item('Karak Chai', 'شاي كرك', 6, 5, ['Spiced milk tea brewed the Emirati way.', 'شاي بالحليب والبهارات على الطريقة الإماراتية.'], { veg: 1, allergies: ['Milk'] }),
    item('Fresh Orange Juice', 'عصير برتقال طازج', 15, 5, ['Squeezed to order.', 'يعصر عند الطلب.'], { veg: 1, groups: DRINK }),
    item('Butter Chicken', 'دجاج بالزبدة', 48, 6, ['Tandoori chicken in a creamy tomato and butter gravy.', 'دجاج تندوري في صلصة كريمية بالطماطم والزبدة.'], { halal: 1, groups: SPICE, addOns: true, allergies: ['Milk'], nutritions: ['Protein'], recommended: 1 }),
    item('Chicken Biryani', 'برياني دجاج', 44, 6, ['Fragrant basmati layered with spiced chicken and fried onions.', 'أرز بسمتي عطري بطبقات الدجاج المتبل والبصل المقلي.'], { halal: 1, groups: SPICE, addOns: true, discount: 10 }),
    item('Paneer Tikka Masala', 'بانير تكا ماسالا', 42, 6, ['Grilled paneer in a smoky masala sauce.', 'جبن بانير مشوي في صلصة ماسالا مدخنة.'], { veg: 1, groups: SPICE, allergies: ['Milk'] }),
    item('Garlic Naan', 'خبز نان بالثوم', 8, 6, ['Tandoor-baked naan brushed with garlic butter.', 'خبز نان مخبوز في التنور بزبدة الثوم.'], { veg: 1, allergies: ['Gluten', 'Milk'] }),
    item('Vegetable Samosa (3)', 'سمبوسة خضار (٣)', 15, 6, ['Crisp pastries filled with spiced potato and peas.', 'معجنات مقرمشة محشوة بالبطاطس والبازلاء المتبلة.'], { veg: 1, allergies: ['Gluten'] }),
    item('Pancake Stack', 'بان كيك', 32, 7, ['Fluffy pancakes with maple syrup and berries.', 'بان كيك هش مع شراب القيقب والتوت.'], { veg: 1, window: BREAKFAST, allergies: ['Gluten', 'Milk', 'Egg'] }),
    item('Shakshuka', 'شكشوكة', 29, 7, ['Eggs poached in a spiced tomato and pepper sauce.', 'بيض مطهو في صلصة الطماطم والفلفل المتبلة.'], { veg: 1, window: BREAKFAST, allergies: ['Egg'] }),
    item('Avocado Toast', 'توست الأفوكادو', 34, 7, ['Sourdough, smashed avocado, chilli flakes and a poached egg.', 'خبز مخمر مع أفوكادو مهروس ورقائق الفلفل وبيضة مسلوقة.'], { veg: 1, window: BREAKFAST, allergies: ['Gluten', 'Egg'] }),
    item('Salmon Sushi Set', 'طقم سوشي السلمون', 68, 8, ['Twelve pieces of salmon nigiri and maki.', 'اثنتا عشرة قطعة من نيغيري وماكي السلمون.'], { allergies: ['Fish', 'Soy', 'Sesame'], nutritions: ['Protein', 'Omega-3'], recommended: 1 }),
    item('Chicken Ramen', 'رامن بالدجاج', 46, 8, ['Rich chicken broth, noodles, soft egg and greens.', 'مرق دجاج غني مع نودلز وبيضة وخضار.'], { halal: 1, groups: SPICE, allergies: ['Gluten', 'Egg', 'Soy'] }),
    item('Vegetable Gyoza', 'جيوزا الخضار', 28, 8, ['Pan-fried dumplings with a soy dipping sauce.', 'زلابية مقلية مع صوص الصويا.'], { veg: 1, allergies: ['Gluten', 'Soy'] }),
    item('Teriyaki Chicken Bento', 'بينتو دجاج ترياكي', 52, 8, ['Teriyaki chicken, rice, salad and pickles in a bento box.', 'دجاج ترياكي مع أرز وسلطة ومخلل في علبة بينتو.'], { halal: 1, allergies: ['Soy', 'Sesame'] }),
  ],
};
