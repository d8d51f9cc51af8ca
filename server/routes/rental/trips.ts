/** Rental trips (`/api/v1/rental/user/trip/…`; token or guest id): tax, booking, lists, details, cancelling and paying. */
import type { FastifyRequest } from 'fastify';
import { perRequest, type RoutePlugin } from '../../http/route-scope';
import { inputOf, pageOf, validate } from '../../http/input';
import { moduleOf, optionalZoneIds, requireCaller, storageUrl } from '../../http/context';
import { routeWithOverride } from '../../http/routing';
import { getStore, providerJson } from '../../services/rental/format';
import { bookTrip, cancelTrip, COMPLETED, ownTrip, payTrip, quote, RUNNING, type TripRow } from '../../services/rental/trips';
import type { CartScope } from '../../services/rental/cart';
import { taxKeys } from '../../services/orders/tax-keys';
import { callerTrips, customerContact, providerVehicleTotal, tripDetails } from '../../services/rental/trip-queries';

const R = '/api/v1/rental';

const parse = (text: unknown) => {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The trips, one plugin: its scope finds the module, the caller and the zones once per request, as the cart's does. */
export const rentalTripRoutes: RoutePlugin = async (app, { ctx }) => {
  const scopeOf = perRequest(app, (request): CartScope => {
    const module = moduleOf(ctx, request);
    return { caller: requireCaller(ctx, request), moduleId: module.id, headerZones: optionalZoneIds(request), now: ctx.now() };
  });

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
    return taxKeys(q.amounts.taxAmount, q.amounts.taxIncluded);
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

};
