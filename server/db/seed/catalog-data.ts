/** Names and shapes for the non-rental catalogue: categories, stores and item templates per module. */

export interface ItemTemplate {
  name: string;
  price: number;
  unit?: string;
  veg?: 0 | 1;
  halal?: 0 | 1;
  organic?: 0 | 1;
  prescription?: 0 | 1;
  generic?: string[];
}

export interface ModuleCatalog {
  moduleId: number;
  categories: [string, string][];
  stores: { name: string; zoneId: number; lat: number; lng: number; address: string }[];
  items: ItemTemplate[];
}

export const CATALOG: ModuleCatalog[] = [
  {
    moduleId: 1,
    categories: [['Fruits', 'فواكه'], ['Vegetables', 'خضروات'], ['Dairy', 'ألبان'], ['Bakery', 'مخبوزات'], ['Beverages', 'مشروبات'], ['Pantry', 'مؤن']],
    stores: [
      { name: 'Fresh Basket Market', zoneId: 1, lat: 25.2048, lng: 55.2708, address: 'Downtown Dubai' },
      { name: 'Marina Greens', zoneId: 2, lat: 25.0815, lng: 55.1412, address: 'Dubai Marina' },
      { name: 'Deira Daily Mart', zoneId: 1, lat: 25.2705, lng: 55.305, address: 'Deira' },
      { name: 'Al Quoz Organics', zoneId: 3, lat: 25.147, lng: 55.236, address: 'Al Quoz' },
    ],
    items: [
      { name: 'Bananas', price: 6.5, unit: 'kg', veg: 1, organic: 1 },
      { name: 'Red Apples', price: 9.75, unit: 'kg', veg: 1 },
      { name: 'Baby Spinach', price: 8, unit: 'pack', veg: 1, organic: 1 },
      { name: 'Fresh Milk 2L', price: 11.5, unit: 'bottle', veg: 1 },
      { name: 'Greek Yoghurt', price: 7.25, unit: 'cup', veg: 1 },
      { name: 'Sourdough Loaf', price: 14, unit: 'loaf', veg: 1 },
      { name: 'Sparkling Water 6-pack', price: 12, unit: 'pack', veg: 1 },
      { name: 'Basmati Rice 5kg', price: 38, unit: 'bag', veg: 1 },
    ],
  },
  {
    moduleId: 2,
    categories: [['Burgers', 'برجر'], ['Pizza', 'بيتزا'], ['Arabic', 'عربي'], ['Salads', 'سلطات'], ['Desserts', 'حلويات'], ['Drinks', 'مشروبات']],
    stores: [
      { name: 'Burger Hub', zoneId: 1, lat: 25.196, lng: 55.276, address: 'Downtown Dubai' },
      { name: 'Shawarma Street', zoneId: 1, lat: 25.258, lng: 55.301, address: 'Bur Dubai' },
      { name: 'Marina Slice', zoneId: 2, lat: 25.079, lng: 55.139, address: 'Dubai Marina' },
      { name: 'Green Bowl', zoneId: 3, lat: 25.118, lng: 55.201, address: 'Al Barsha' },
    ],
    items: [
      { name: 'Classic Beef Burger', price: 42, halal: 1 },
      { name: 'Crispy Chicken Burger', price: 38, halal: 1 },
      { name: 'Margherita Pizza', price: 45, veg: 1 },
      { name: 'Chicken Shawarma Plate', price: 32, halal: 1 },
      { name: 'Falafel Wrap', price: 18, veg: 1 },
      { name: 'Quinoa Power Salad', price: 36, veg: 1 },
      { name: 'Kunafa', price: 24, veg: 1 },
      { name: 'Fresh Lemon Mint', price: 16, veg: 1 },
    ],
  },
  {
    moduleId: 3,
    categories: [['Pain Relief', 'مسكنات'], ['Cold & Flu', 'البرد والإنفلونزا'], ['Vitamins', 'فيتامينات'], ['Skin Care', 'العناية بالبشرة'], ['Baby Care', 'رعاية الطفل'], ['Prescription', 'وصفات طبية']],
    stores: [
      { name: 'Life Care Pharmacy', zoneId: 1, lat: 25.2335, lng: 55.3188, address: 'Oud Metha' },
      { name: 'Creek Health Pharmacy', zoneId: 1, lat: 25.2542, lng: 55.331, address: 'Deira' },
      { name: 'Al Quoz Medical Store', zoneId: 3, lat: 25.1455, lng: 55.2395, address: 'Al Quoz' },
      { name: 'Business Bay Chemist', zoneId: 1, lat: 25.1862, lng: 55.2651, address: 'Business Bay' },
    ],
    items: [
      { name: 'Paracetamol 500mg (24 tablets)', price: 9, generic: ['Paracetamol'] },
      { name: 'Ibuprofen 200mg (20 tablets)', price: 12.5, generic: ['Ibuprofen'] },
      { name: 'Cough Syrup 100ml', price: 18, generic: ['Dextromethorphan'] },
      { name: 'Vitamin C 1000mg', price: 35, generic: ['Ascorbic acid'] },
      { name: 'SPF 50 Sunscreen', price: 62 },
      { name: 'Baby Diapers Size 3', price: 48 },
      { name: 'Amoxicillin 500mg', price: 28, prescription: 1, generic: ['Amoxicillin'] },
      { name: 'Insulin Pen Needles', price: 55, prescription: 1 },
    ],
  },
  {
    moduleId: 4,
    categories: [['Phones', 'هواتف'], ['Audio', 'صوتيات'], ['Fashion', 'أزياء'], ['Home', 'المنزل'], ['Sports', 'رياضة'], ['Toys', 'ألعاب']],
    stores: [
      { name: 'Gadget Corner', zoneId: 1, lat: 25.2537, lng: 55.3031, address: 'BurJuman' },
      { name: 'Marina Style House', zoneId: 2, lat: 25.0762, lng: 55.1368, address: 'JBR' },
      { name: 'Home & Co.', zoneId: 3, lat: 25.1178, lng: 55.2008, address: 'Al Barsha' },
      { name: 'Active Life Sports', zoneId: 1, lat: 25.2215, lng: 55.3529, address: 'Festival City' },
    ],
    items: [
      { name: 'Wireless Earbuds', price: 199 },
      { name: 'Phone Charger 30W', price: 79 },
      { name: 'Cotton T-Shirt', price: 59 },
      { name: 'Running Shoes', price: 289 },
      { name: 'Ceramic Mug Set', price: 89 },
      { name: 'Yoga Mat', price: 120 },
      { name: 'Bluetooth Speaker', price: 249 },
      { name: 'Building Blocks Set', price: 149 },
    ],
  },
];
