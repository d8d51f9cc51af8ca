/** Short policy and about pages in English and Arabic (HTML), answered as bare JSON strings. */
export type PageName = 'about' | 'privacy' | 'terms' | 'refund' | 'shipping' | 'cancellation';

export const PAGES: Record<PageName, { en: string; ar: string }> = {
  about: {
    en: '<h2>About Rideway Market</h2><p>Rideway Market connects Dubai residents and visitors with local rental providers, restaurants, grocers, pharmacies and shops. The app is built to keep working on a weak connection: your cart and favourites stay on your device and sync when you are back online.</p>',
    ar: '<h2>عن سوق رايدواي</h2><p>يربط سوق رايدواي سكان دبي وزوارها بمزودي تأجير السيارات والمطاعم والبقالات والصيدليات والمتاجر المحلية. صُمم التطبيق ليعمل حتى مع اتصال ضعيف: تبقى سلتك ومفضلاتك على جهازك وتتم مزامنتها عند عودة الاتصال.</p>',
  },
  privacy: {
    en: '<h2>Privacy policy</h2><p>We collect the details you give us (name, phone, email, addresses) to fulfil orders and trips. Your location is used only to show services available near you. We never sell personal data. You can delete your account at any time from your profile.</p>',
    ar: '<h2>سياسة الخصوصية</h2><p>نجمع البيانات التي تقدمها لنا (الاسم والهاتف والبريد الإلكتروني والعناوين) لتنفيذ الطلبات والرحلات. يُستخدم موقعك فقط لعرض الخدمات المتاحة بالقرب منك. لا نبيع البيانات الشخصية أبدًا. يمكنك حذف حسابك في أي وقت من ملفك الشخصي.</p>',
  },
  terms: {
    en: '<h2>Terms and conditions</h2><p>Rental bookings are confirmed by the provider. Drivers must hold a valid licence. Prices shown include the discounts that apply at booking time; taxes and service charges are listed before you confirm.</p>',
    ar: '<h2>الشروط والأحكام</h2><p>يؤكد المزود حجوزات التأجير. يجب أن يحمل السائق رخصة سارية. تشمل الأسعار المعروضة الخصومات المطبقة وقت الحجز، وتُعرض الضرائب ورسوم الخدمة قبل التأكيد.</p>',
  },
  refund: {
    en: '<h2>Refund policy</h2><p>If an order is cancelled before it is prepared, or a trip before it is confirmed, the full amount is refunded to the original payment method within seven working days.</p>',
    ar: '<h2>سياسة الاسترداد</h2><p>إذا أُلغي الطلب قبل تجهيزه أو الرحلة قبل تأكيدها، يُعاد المبلغ كاملًا إلى وسيلة الدفع الأصلية خلال سبعة أيام عمل.</p>',
  },
  shipping: {
    en: '<h2>Shipping policy</h2><p>Deliveries are made within your selected zone. Delivery fees depend on distance and are shown at checkout.</p>',
    ar: '<h2>سياسة الشحن</h2><p>يتم التوصيل داخل المنطقة التي اخترتها. تعتمد رسوم التوصيل على المسافة وتظهر عند الدفع.</p>',
  },
  cancellation: {
    en: '<h2>Cancellation policy</h2><p>You can cancel a rental trip free of charge while it is pending. Once the provider confirms it, contact support to cancel.</p>',
    ar: '<h2>سياسة الإلغاء</h2><p>يمكنك إلغاء رحلة التأجير مجانًا ما دامت قيد الانتظار. بعد تأكيد المزود، تواصل مع الدعم للإلغاء.</p>',
  },
};
