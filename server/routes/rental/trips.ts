/** Rental trips, coupons and the rental wishlist. */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/route-scope';
import { errorList, messageError } from '../../http/errors';
import { inputOf, pageOf, validate } from '../../http/input';
import { locale, moduleOf, optionalZoneIds, requireCaller, requireUser, storageUrl, userFromToken, zoneIds } from '../../http/context';
import { routeWithOverride } from '../../http/routing';
import { couponJson, couponsFor, checkCoupon } from '../../services/rental/coupons';
import { getStore, providerJson, vehicleJson, type VehicleRow } from '../../services/rental/format';
import { storesServingZones } from '../../services/rental/search';
import { unitCount } from '../../services/rental/availability';
import { providerBrief } from '../../services/rental/format';
import { bookTrip, cancelTrip, COMPLETED, ownTrip, payTrip, quote, RUNNING, type TripRow } from '../../services/rental/trips';
import type { CartScope } from '../../services/rental/cart';
import { moduleStores } from '../../services/rental/catalog-queries';
import { callerTrips, customerContact, providerVehicleTotal, tripDetails } from '../../services/rental/trip-queries';
import { activeVehicle, addRentalWish, hasRentalWish, removeRentalWish, rentalWishes, storeExists, vehicleExists } from '../../services/wishlist/rental';
import type { StoreRow } from '../../db/rows';

const R = '/api/v1/rental';

const parse = (text: unknown) => {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export const rentalTripRoutes: RoutePlugin = async (app, { ctx }) => {
  const scopeOf = (request: FastifyRequest): CartScope => {
    const module = moduleOf(ctx, request);
    return { caller: requireCaller(ctx, request), moduleId: module.id, headerZones: optionalZoneIds(request), now: ctx.now() };
  };

  const tripJson = (request: FastifyRequest, trip: TripRow) => {
    const store = getStore(ctx.db, trip.provider_id);
    return {
      ...trip,
      pickup_location: parse(trip.pickup_location),
      destination_location: parse(trip.destination_location),
      user_info: parse(trip.user_info),
      provider: store
        ? {
            id: store.id,
            name: store.name,
            phone: store.phone,
            logo: `provider-${store.id}-logo.svg`,
            cover_photo: `provider-${store.id}-cover.svg`,
            logo_full_url: storageUrl(request, `store/provider-${store.id}-logo.svg`),
            cover_photo_full_url: storageUrl(request, `cover/provider-${store.id}-cover.svg`),
          }
        : null,
    };
  };

  app.post(`${R}/user/trip/get-tax`, (request) => {
    const q = quote(ctx.db, request, scopeOf(request), inputOf(request));
    return { tax_amount: q.amounts.taxAmount, tax_status: q.amounts.taxIncluded ? 'included' : 'excluded', tax_included: q.amounts.taxIncluded ? 1 : 0 };
  });

  app.post(`${R}/user/trip/trip-booking`, (request, reply) => {
    const scope = scopeOf(request);
    const input = inputOf(request);
    let contact = { name: String(input.contact_person_name ?? ''), phone: String(input.contact_person_number ?? ''), email: String(input.contact_person_email ?? '') };
    if (!scope.caller.isGuest) {
      const user = customerContact(ctx.db, scope.caller.id);
      contact = {
        name: contact.name || [user.f_name, user.l_name].filter(Boolean).join(' '),
        phone: contact.phone || (user.phone ?? ''),
        email: contact.email || (user.email ?? ''),
      };
    }
    const id = bookTrip(ctx.db, request, scope, input, contact);
    return reply.type('application/json').send(JSON.stringify(id));
  });

  app.get<{ Params: { type: string } }>(`${R}/user/trip/get-trip-list/:type`, (request) => {
    const scope = scopeOf(request);
    const input = inputOf(request);
    const { limit, offset, skip } = pageOf(input, 25);
    const statuses = request.params.type === 'running' ? RUNNING : request.params.type === 'completed' ? COMPLETED : [...RUNNING, ...COMPLETED, 'processing', 'waiting'];
    const filter = typeof input.trip_status === 'string' && statuses.includes(input.trip_status) ? [input.trip_status] : statuses;
    const search = typeof input.search === 'string' && input.search.trim() ? `%${input.search.trim()}%` : '%';
    const rows = callerTrips(ctx.db, scope.caller, filter, search);
    return { total_size: rows.length, limit, offset, trips: rows.slice(skip, skip + limit).map((trip) => tripJson(request, trip)) };
  });

  app.get(`${R}/user/trip/get-trip-details`, (request) => {
    const scope = scopeOf(request);
    const input = inputOf(request);
    validate(input, { trip_id: ['required', 'integer'] });
    const trip = ownTrip(ctx.db, scope.caller, input.trip_id);
    const details = tripDetails(ctx.db, trip.id).map((detail) => ({
      ...detail,
      calculated_price: detail.price,
      vehicle_details: parse(detail.vehicle_details),
      scheduled: trip.scheduled,
      schedule_at: trip.schedule_at,
      estimated_trip_end_time: trip.estimated_trip_end_time,
      is_edited: 0,
      license_plate_number: [],
    }));
    const store = getStore(ctx.db, trip.provider_id);
    return {
      ...tripJson(request, trip),
      trip_details: details,
      vehicle_identity: [],
      provider: store
        ? { ...providerJson(request, ctx.db, store, ctx.now()), total_vehicles: providerVehicleTotal(ctx.db, store.id), chat: 1, reviews_section: 1 }
        : null,
    };
  });

  routeWithOverride(app, 'PUT', `${R}/user/trip/cancel-trip`, (request) => {
    const scope = scopeOf(request);
    cancelTrip(ctx.db, scope.caller, inputOf(request), ctx.now());
    return { message: 'Trip successfully canceled' };
  });

  app.post(`${R}/user/trip/payment`, (request) => {
    const scope = scopeOf(request);
    return payTrip(ctx.db, scope.caller, inputOf(request), ctx.now());
  });

  // Coupons. The lists answer any module (a store module has no trip coupons: an empty list).
  app.get(`${R}/coupon/list`, (request) => {
    const module = moduleOf(ctx, request);
    zoneIds(request);
    const user = requireUser(ctx, request);
    if (module.module_type !== 'rental') return [];
    return couponsFor(ctx.db, module.id, ctx.now(), user).map((coupon) => couponJson(ctx.db, coupon, locale(request) === 'ar'));
  });

  // `customer_id` is only honoured for the signed-in customer themself: coupons meant for someone else stay hidden.
  app.get(`${R}/coupon/list/all`, (request) => {
    const module = moduleOf(ctx, request);
    zoneIds(request);
    const asked = Number(inputOf(request).customer_id);
    const user = userFromToken(ctx, request);
    if (module.module_type !== 'rental') return [];
    return couponsFor(ctx.db, module.id, ctx.now(), user !== null && asked === user ? user : null).map((coupon) => couponJson(ctx.db, coupon, locale(request) === 'ar'));
  });

  app.get(`${R}/coupon/apply`, (request) => {
    const module = moduleOf(ctx, request);
    const input = inputOf(request);
    validate(input, { code: ['required'], provider_id: ['required', 'integer'] });
    const store = getStore(ctx.db, Number(input.provider_id));
    if (!store) throw errorList(404, 'coupon', 'Provider not found');
    const user = userFromToken(ctx, request);
    const guest = user === null && typeof input.guest_id !== 'object' && /^\d{1,16}$/.test(String(input.guest_id ?? '')) ? Number(input.guest_id) : null;
    const customer = user !== null ? { id: user, isGuest: false } : guest !== null ? { id: guest, isGuest: true } : null;
    const coupon = checkCoupon(ctx.db, { code: String(input.code).trim(), moduleId: module.id, providerId: store.id, providerZoneId: store.zone_id, customer, now: ctx.now() });
    return couponJson(ctx.db, coupon, locale(request) === 'ar');
  });

  // Wishlist (token required)
  app.get(`${R}/user/wish-list`, (request) => {
    const module = moduleOf(ctx, request);
    const zones = zoneIds(request);
    const user = requireUser(ctx, request);
    const rows = rentalWishes(ctx.db, user);
    const stores = storesServingZones(moduleStores(ctx.db, module.id), zones);
    const storeIds = new Set(stores.map((store) => store.id));
    const vehicles = rows
      .filter((row) => row.vehicle_id !== null)
      .map((row) => activeVehicle(ctx.db, row.vehicle_id))
      .filter((row): row is VehicleRow => row !== undefined && storeIds.has(row.provider_id))
      .map((row) => {
        const store = getStore(ctx.db, row.provider_id) as StoreRow;
        return vehicleJson(request, row, { provider: providerBrief(request, ctx.db, store, ctx.now()), total_vehicle_count: unitCount(ctx.db, row.id) });
      });
    const providers = rows
      .filter((row) => row.provider_id !== null && storeIds.has(row.provider_id))
      .map((row) => providerJson(request, ctx.db, getStore(ctx.db, row.provider_id as number) as StoreRow, ctx.now()));
    return { providers, vehicles };
  });

  app.post(`${R}/user/wish-list/add`, (request) => {
    moduleOf(ctx, request);
    const user = requireUser(ctx, request);
    const input = inputOf(request);
    const vehicle = input.vehicle_id !== undefined && input.vehicle_id !== '' ? Number(input.vehicle_id) : null;
    const provider = input.provider_id !== undefined && input.provider_id !== '' ? Number(input.provider_id) : null;
    if ((vehicle === null) === (provider === null)) throw errorList(403, 'data', 'Send either a vehicle id or a provider id.');
    if (vehicle !== null && (!Number.isInteger(vehicle) || !vehicleExists(ctx.db, vehicle))) throw errorList(403, 'vehicle_id', 'The selected vehicle id is invalid.');
    if (provider !== null && (!Number.isInteger(provider) || !storeExists(ctx.db, provider))) throw errorList(403, 'provider_id', 'The selected provider id is invalid.');
    if (hasRentalWish(ctx.db, user, vehicle, provider)) throw messageError(403, 'already in wishlist');
    addRentalWish(ctx.db, user, vehicle, provider, ctx.now());
    return { message: 'added successfully' };
  });

  const remove = (request: FastifyRequest) => {
    moduleOf(ctx, request);
    const user = requireUser(ctx, request);
    const input = inputOf(request);
    const vehicle = input.vehicle_id !== undefined && input.vehicle_id !== '' ? Number(input.vehicle_id) : null;
    const provider = input.provider_id !== undefined && input.provider_id !== '' ? Number(input.provider_id) : null;
    if (!removeRentalWish(ctx.db, user, vehicle, provider)) throw messageError(404, 'not found');
    return { message: 'successfully removed' };
  };
  app.delete(`${R}/user/wish-list/remove`, remove);
  app.post(`${R}/user/wish-list/remove`, remove);
};
