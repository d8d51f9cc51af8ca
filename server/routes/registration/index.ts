/**
 * Partner sign-up (contract §M6.8): store applications (`auth/vendor/register`), delivery-person
 * applications (`auth/delivery-man/store`) and the delivery vehicles to choose from (`get-vehicles`).
 * Both forms are multipart with pictures; pictures past 2 MB are cut one byte past the limit so the
 * handler answers the contract's `403 errors[]` instead of a bare 413.
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/route-scope';
import { locale } from '../../http/context';
import { inputOf } from '../../http/input';
import { MAX_IMAGE_BYTES } from '../../services/customer/profile';
import { registerDeliveryMan } from '../../services/registration/delivery-man-application';
import { registerStore } from '../../services/registration/store-application';
import { deliveryVehicles } from '../../services/registration/vehicles';

const APPLICATION_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 6 }, throwFileSizeLimit: false } as NonNullable<FastifyRequest['routeOptions']['config']['multipartOptions']>;

export const registrationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/v1/auth/vendor/register', { config: { multipartOptions: APPLICATION_MULTIPART } }, (request) => registerStore(ctx.db, inputOf(request), ctx.now()));
  app.post('/api/v1/auth/delivery-man/store', { config: { multipartOptions: APPLICATION_MULTIPART } }, (request) => registerDeliveryMan(ctx.db, inputOf(request), ctx.now()));
  app.get('/api/v1/get-vehicles', (request) => {
    const language = locale(request);
    return deliveryVehicles(ctx.db).map(({ type_ar, ...row }) => ({ ...row, type: language === 'ar' && type_ar ? type_ar : row.type, translations: [] }));
  });
};
