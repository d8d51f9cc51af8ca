/** The rental wishlist (`/api/v1/rental/user/wish-list…`, token required): vehicles and providers a customer keeps. */
import type { FastifyRequest } from 'fastify';
import { moduleOf, zoneIds } from '../../http/context';
import { errorList, messageError } from '../../http/errors';
import { inputOf } from '../../http/input';
import { perRequest, signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { addRentalWish, hasRentalWish, removeRentalWish, rentalWishlistFor, storeExists, vehicleExists } from '../../services/wishlist/rental';

const W = '/api/v1/rental/user/wish-list';

/** A vehicle id or a provider id of the body, each null when not sent. */
function wishOf(request: FastifyRequest) {
  const input = inputOf(request);
  const vehicle = input.vehicle_id !== undefined && input.vehicle_id !== '' ? Number(input.vehicle_id) : null;
  const provider = input.provider_id !== undefined && input.provider_id !== '' ? Number(input.provider_id) : null;
  return { vehicle, provider };
}

/**
 * The rental wishlist, one plugin (its routes have passed the app's rental module check): the list's scope reads
 * the module and the zones, then the signed-in customer, once per request; the changes' scope the customer.
 */
export const rentalWishlistRoutes: RoutePlugin = async (app, { ctx }) => {
  void app.register(async (list) => {
    const placeOf = perRequest(list, (request) => ({ moduleId: moduleOf(ctx, request).id, zones: zoneIds(request) }));
    signedInScope(list, ctx);
    list.get(W, (request) => {
      const { moduleId, zones } = placeOf(request);
      return rentalWishlistFor(request, ctx.db, userOf(request), zones, moduleId, ctx.now());
    });
  });

  void app.register(async (changes) => {
    signedInScope(changes, ctx);
    changes.post(`${W}/add`, (request) => {
      const user = userOf(request);
      const { vehicle, provider } = wishOf(request);
      if ((vehicle === null) === (provider === null)) throw errorList(403, 'data', 'Send either a vehicle id or a provider id.');
      if (vehicle !== null && (!Number.isInteger(vehicle) || !vehicleExists(ctx.db, vehicle))) throw errorList(403, 'vehicle_id', 'The selected vehicle id is invalid.');
      if (provider !== null && (!Number.isInteger(provider) || !storeExists(ctx.db, provider))) throw errorList(403, 'provider_id', 'The selected provider id is invalid.');
      if (hasRentalWish(ctx.db, user, vehicle, provider)) throw messageError(403, 'already in wishlist');
      addRentalWish(ctx.db, user, vehicle, provider, ctx.now());
      return { message: 'added successfully' };
    });

    const remove = (request: FastifyRequest) => {
      const user = userOf(request);
      const { vehicle, provider } = wishOf(request);
      if (!removeRentalWish(ctx.db, user, vehicle, provider)) throw messageError(404, 'not found');
      return { message: 'successfully removed' };
    };
    changes.delete(`${W}/remove`, remove);
    changes.post(`${W}/remove`, remove);
  });
};
