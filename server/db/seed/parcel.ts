/**
 * The parcel module (id 5): what it carries (five categories, four with their own per-km and minimum
 * charges, "Small box" on the module's rates), the delivery instructions a sender picks from, the
 * cancellation reasons before and after pickup, and its home page content: promotional banners, the
 * three-step "how it works" section and the "why choose us" cards. English with Arabic beside it.
 */
import type { Db } from '../connection';
import { SEED_TIME } from './time';

export const PARCEL_MODULE_ID = 5;

/** [id, name, Arabic name, description, Arabic description, per km, minimum] — null rates use the module's. */
export const PARCEL_CATEGORIES: [number, string, string, string, string, number | null, number | null][] = [
  [1, 'Documents', 'مستندات', 'Letters, contracts and papers up to 1 kg.', 'رسائل وعقود وأوراق حتى ١ كغ.', 2.5, 12],
  [2, 'Small box', 'صندوق صغير', 'Up to 5 kg, fits on a motorbike.', 'حتى ٥ كغ، يناسب الدراجة النارية.', null, null],
  [3, 'Food container', 'حاوية طعام', 'Home-cooked meals and lunch boxes, kept upright.', 'وجبات منزلية وعلب غداء، تُحمل مستقيمة.', 3.5, 18],
  [4, 'Electronics', 'إلكترونيات', 'Phones, laptops and gadgets up to 10 kg, padded.', 'هواتف وحواسيب وأجهزة حتى ١٠ كغ، مبطنة.', 4, 25],
  [5, 'Fragile', 'قابل للكسر', 'Glass and ceramics, handled with extra care.', 'زجاج وخزف، يُتعامل معه بعناية إضافية.', 4.5, 30],
];

const INSTRUCTIONS: [number, string, string][] = [
  [1, 'Call the receiver before arriving', 'اتصل بالمستلم قبل الوصول'],
  [2, 'Leave it with the building reception', 'اتركه لدى استقبال المبنى'],
  [3, 'Hand it to the receiver in person only', 'سلّمه للمستلم شخصيًا فقط'],
  [4, 'Keep it upright', 'أبقه في وضع مستقيم'],
  [5, 'Ring the doorbell, do not knock', 'اضغط الجرس ولا تطرق الباب'],
];

const CANCELLATION_REASONS: [number, string, string, 'before_pickup' | 'after_pickup', string][] = [
  [1, 'I no longer need to send it', 'لم أعد بحاجة لإرساله', 'before_pickup', 'customer'],
  [2, 'I entered the wrong address', 'أدخلت عنوانًا خاطئًا', 'before_pickup', 'customer'],
  [3, 'The pickup is taking too long', 'الاستلام يستغرق وقتًا طويلًا', 'before_pickup', 'customer'],
  [4, 'The receiver is not available', 'المستلم غير متاح', 'after_pickup', 'customer'],
  [5, 'I want the parcel returned to me', 'أريد إعادة الطرد إليّ', 'after_pickup', 'customer'],
  [6, 'The sender was not at the pickup point', 'المرسل لم يكن في نقطة الاستلام', 'before_pickup', 'deliveryman'],
];

/** [id, key, title, Arabic title] of the promotional banners; the picture is composed from the title. */
const PROMOTIONAL_BANNERS: [number, string, string, string][] = [
  [1, 'promotional_banner', 'Send a parcel across the city today', 'أرسل طردًا عبر المدينة اليوم'],
  [2, 'promotional_banner', 'Documents delivered within the hour', 'مستنداتك تصل خلال ساعة'],
  [3, 'promotional_banner', 'Fragile items, handled with care', 'أغراضك القابلة للكسر في أيدٍ أمينة'],
];

/** [id, key, English, Arabic] of the "how it works" section. */
const VIDEO_CONTENT: [number, string, string | null, string | null][] = [
  [11, 'section_title', 'How it works', 'كيف تعمل الخدمة'],
  [12, 'banner_type', 'image', null],
  [13, 'banner_video', null, null],
  [14, 'banner_image', 'parcel-how-it-works.svg', null],
  [15, 'content1_title', 'Tell us what you send', 'أخبرنا بما ترسله'],
  [16, 'content1_subtitle', 'Pick a category, the pickup point and where it goes.', 'اختر الفئة ونقطة الاستلام والوجهة.'],
  [17, 'content2_title', 'A rider collects it', 'يستلمه مندوب التوصيل'],
  [18, 'content2_subtitle', 'A nearby rider picks it up from the sender.', 'يستلمه مندوب قريب من المرسل.'],
  [19, 'content3_title', 'Track it to the door', 'تابعه حتى الباب'],
  [20, 'content3_subtitle', 'Follow the rider on the map until it is delivered.', 'تابع المندوب على الخريطة حتى التسليم.'],
];

/** [id, title, Arabic title, description, Arabic description] of the "why choose us" cards. */
const WHY_CHOOSE: [number, string, string, string, string][] = [
  [1, 'Fast pickup', 'استلام سريع', 'A rider is on the way minutes after you book.', 'يتحرك المندوب نحوك بعد دقائق من الحجز.'],
  [2, 'Live tracking', 'تتبع مباشر', 'See where your parcel is at every step.', 'اعرف مكان طردك في كل خطوة.'],
  [3, 'Clear prices', 'أسعار واضحة', 'The charge is shown before you confirm, by distance.', 'تظهر التكلفة قبل التأكيد، حسب المسافة.'],
  [4, 'Either side pays', 'الدفع من أي طرف', 'The sender pays, or the receiver pays cash on delivery.', 'يدفع المرسل، أو يدفع المستلم نقدًا عند التسليم.'],
];

export function seedParcel(db: Db): void {
  const category = db.prepare(
    `INSERT INTO parcel_categories (id, module_id, name, name_ar, description, description_ar, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [id, name, nameAr, description, descriptionAr, perKm, minimum] of PARCEL_CATEGORIES) {
    category.run(id, PARCEL_MODULE_ID, name, nameAr, description, descriptionAr, perKm, minimum, SEED_TIME, SEED_TIME);
  }
  const instruction = db.prepare('INSERT INTO parcel_delivery_instructions (id, instruction, instruction_ar, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  for (const [id, text, arabic] of INSTRUCTIONS) instruction.run(id, text, arabic, SEED_TIME, SEED_TIME);
  const reason = db.prepare('INSERT INTO parcel_cancellation_reasons (id, reason, reason_ar, cancellation_type, user_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const [id, text, arabic, type, userType] of CANCELLATION_REASONS) reason.run(id, text, arabic, type, userType, SEED_TIME, SEED_TIME);
  const banner = db.prepare('INSERT INTO module_wise_banners (id, module_id, key, type, value, value_ar, title, title_ar, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const [id, key, title, titleAr] of PROMOTIONAL_BANNERS) banner.run(id, PARCEL_MODULE_ID, key, 'promotional_banner', `parcel-${id}.svg`, null, title, titleAr, SEED_TIME, SEED_TIME);
  for (const [id, key, value, valueAr] of VIDEO_CONTENT) banner.run(id, PARCEL_MODULE_ID, key, 'video_banner_content', value, valueAr, null, null, SEED_TIME, SEED_TIME);
  const why = db.prepare('INSERT INTO module_wise_why_chooses (id, module_id, title, title_ar, short_description, short_description_ar, image, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const [id, title, titleAr, text, textAr] of WHY_CHOOSE) why.run(id, PARCEL_MODULE_ID, title, titleAr, text, textAr, `${id}.svg`, SEED_TIME, SEED_TIME);
}
