/**
 * Checkout: `customer/order/get-Tax`, `customer/order/place`, `customer/order/prescription/place` (multipart,
 * with prescription images) and `coupon/apply` for item modules (contract-marketplace §M5.1, §M5.3, §M6.4).
 * A body with `order_type: parcel` is priced and placed by services/parcel instead.
 * Lines come from the caller's cart of the header module; amounts from services/orders.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locale, moduleOf, requireCaller, requireUser, zoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, validate, type Input } from '../../http/input';
import { formatItemsFull, type FullItemJson } from '../../services/catalog/item-format';
import { scopeOf } from '../../services/catalog/scope';
import { storeOfModule } from '../../services/catalog/store-rows';
import { MAX_IMAGE_BYTES, readImage, type ImageUpload } from '../../services/customer/profile';
import { couponJson } from '../../services/rental/coupons';
import { quoteOrder, type CheckoutScope, type Quote } from '../../services/orders/checkout';
import { findCoupon } from '../../services/orders/coupons';
import { earlierPlacement, placeItemOrder, taxAnswer } from '../../services/orders/place';
import { orderSettings } from '../../services/orders/settings';
import { placeParcelOrder } from '../../services/parcel/place';
import { parcelTaxAnswer, quoteParcel } from '../../services/parcel/quote';
import { zoneSurge } from '../../services/zones/zones';

export const MAX_ORDER_FILES = 5;
const ORDER_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: MAX_ORDER_FILES }, throwFileSizeLimit: false } as NonNullable<FastifyRequest['routeOptions']['config']['multipartOptions']>;

/** Images sent as `name`, `name[]` or `name[0]…`, each a JPEG, PNG or GIF of at most 2 MB. */
export function uploadedImages(input: Input, field: string): ImageUpload[] {
  const values = Object.entries(input)
    .filter(([key]) => key === field || key === `${field}[]` || new RegExp(`^${field}\\[\\d+\\]$`).test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  if (values.length > MAX_ORDER_FILES) throw errorList(403, field, `Up to ${MAX_ORDER_FILES} images can be sent.`);
  return values.flatMap((value) => {
    try {
      const image = readImage(value);
      return image ? [image] : [];
    } catch {
      throw errorList(403, field, 'The images must be files of type: jpeg, png, jpg, gif, of at most 2 MB each.');
    }
  });
}

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scopeFor = (request: FastifyRequest): CheckoutScope => {
    const caller = requireCaller(ctx, request);
    const module = moduleOf(ctx, request);
    return { caller, moduleId: module.id, moduleType: module.module_type, now: ctx.now(), timeZone: orderSettings(ctx.db).timeZone, ar: locale(request) === 'ar' };
  };
  const snapshots = (request: FastifyRequest) => (quote: Quote) => {
    const catalog = scopeOf(ctx, request, null);
    const items = formatItemsFull(catalog, [...new Map(quote.lines.map((line) => [line.sellable.item.id, line.sellable.item])).values()]);
    return new Map<number, FullItemJson>(items.map((item) => [item.id, item]));
  };

  app.post('/api/v1/customer/order/get-Tax', (request) => {
    const input = inputOf(request);
    // A parcel's preview: the same body as its placement, priced the same way.
    if (input.order_type === 'parcel') return parcelTaxAnswer(quoteParcel(ctx.db, scopeFor(request), input, zoneIds(request), { forPlacement: false }));
    const quote = quoteOrder(ctx.db, scopeFor(request), input, { forPlacement: false, prescriptionFiles: 1, prescriptionOrder: false });
    return taxAnswer(quote);
  });

  // Pharmacy orders may come as multipart with prescription pictures on either path; `prescription/place`
  // needs at least one and may have no lines (the pharmacy prices the prescription).
  const placeRoute = (url: string, prescriptionOrder: boolean) =>
    app.route({
      method: 'POST',
      url,
      config: { multipartOptions: ORDER_MULTIPART },
      handler: async (request) => {
        const scope = scopeFor(request);
        const input = inputOf(request);
        const earlier = earlierPlacement(ctx.db, scope, input);
        if (earlier) return earlier;
        if (input.order_type === 'parcel' && !prescriptionOrder) return placeParcelOrder(ctx.db, scope, input, zoneIds(request));
        const images = uploadedImages(input, 'order_attachment');
        if (prescriptionOrder && images.length === 0) throw errorList(403, 'order_attachment', 'Please upload your prescription image');
        const attachments = images.map((image) => ({ file: `${randomBytes(12).toString('hex')}.${image.extension}`, image }));
        return placeItemOrder(ctx.db, scope, input, { attachments, prescriptionOrder, snapshot: snapshots(request) });
      },
    });
  placeRoute('/api/v1/customer/order/place', false);
  placeRoute('/api/v1/customer/order/prescription/place', true);

  // The web client's delivery-fee preview: rider vehicles add nothing on this server (a bare number, as the
  // backend answers), and the "surge" is the zone's busy-hours increase, which checkout adds the same way.
  app.get('/api/v1/vehicle/extra_charge', (request) => {
    validate(inputOf(request), { distance: ['required', 'numeric', { min: 0 }] });
    return 0;
  });

  app.post('/api/v1/customer/order/get-surge-price', (request) => {
    requireCaller(ctx, request);
    const input = inputOf(request);
    validate(input, { zone_id: ['required', 'integer'], module_id: ['required', 'integer'], date_time: ['required', 'string', { maxLength: 40 }] });
    const zone = zoneSurge(ctx.db, Number(input.zone_id));
    if (!zone || zone.status !== 1 || zone.fee <= 0) return { title: '', customer_note: '', customer_note_status: 0, price: 0, price_type: 'amount' };
    return { title: zone.note ?? '', customer_note: zone.note ?? '', customer_note_status: zone.note ? 1 : 0, price: zone.fee, price_type: zone.type === 'fixed' ? 'amount' : 'percent' };
  });

  // Item modules' coupon check at checkout (the rental module has its own under /rental).
  app.get('/api/v1/coupon/apply', (request) => {
    const module = moduleOf(ctx, request);
    const user = requireUser(ctx, request);
    const input = inputOf(request);
    validate(input, { code: ['required', 'string', { maxLength: 100 }], store_id: ['required', 'integer'] });
    const store = storeOfModule(ctx.db, Number(input.store_id), module.id);
    if (!store) throw errorList(404, 'coupon', 'Invalid coupon code.');
    const catalog = scopeOf(ctx, request, null);
    const coupon = findCoupon(ctx.db, { code: String(input.code).trim(), moduleId: module.id, storeId: store.id, storeZoneId: store.zone_id, caller: { id: user, isGuest: false }, today: catalog.wall.date });
    return couponJson(ctx.db, coupon, catalog.ar);
  });
}
