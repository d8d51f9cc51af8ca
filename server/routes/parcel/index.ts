/**
 * The parcel module's reads (contract-marketplace §M3): `parcel-category` (a bare array, `[]` for any other
 * module), `other-banners/video-content` and `/why-choose` (the parcel landing page; `other-banners` itself
 * lives with the other promotions), `customer/order/parcel-instructions` and `get-parcel-cancellation-reasons`
 * (both paginated, outside the module check). Placement goes through `customer/order/place`.
 */
import type { FastifyRequest } from 'fastify';
import { perRequest, type RoutePlugin } from '../../http/route-scope';
import { locale, moduleOf, storageUrl, type AppContext } from '../../http/context';
import { inputOf, pageOf, paginated } from '../../http/input';
import { moduleCheckedGroup } from '../../http/module-check';
import { CANCELLATION_TYPES, cancellationReasonPage, instructionPage, parcelCategories, videoContent, whyChoose, type ContentScope } from '../../services/parcel/content';

export const parcelContentScope = (ctx: AppContext, request: FastifyRequest): ContentScope => ({
  db: ctx.db,
  language: locale(request),
  image: (path) => storageUrl(request, path),
});

const shortText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 30) : null);

export const parcelRoutes: RoutePlugin = async (app, { ctx }) => {
  moduleCheckedGroup(app, ctx, (group) => {
    // The group's module check has found the module; its scope keeps it for the handlers.
    const moduleIn = perRequest(group, (request) => moduleOf(ctx, request));
    group.get('/api/v1/parcel-category', (request) => parcelCategories(parcelContentScope(ctx, request), moduleIn(request).id));

    group.get('/api/v1/other-banners/video-content', (request) => videoContent(parcelContentScope(ctx, request), moduleIn(request).id));

    group.get('/api/v1/other-banners/why-choose', (request) => whyChoose(parcelContentScope(ctx, request), moduleIn(request).id));
  });

  app.get('/api/v1/customer/order/parcel-instructions', (request) => {
    const page = pageOf(inputOf(request), 25);
    const { total, rows } = instructionPage(parcelContentScope(ctx, request), page);
    return paginated('data', page, total, rows);
  });

  app.get('/api/v1/get-parcel-cancellation-reasons', (request) => {
    const input = inputOf(request);
    const page = pageOf(input, 25);
    const type = shortText(input.cancellation_type);
    const filter = { userType: shortText(input.user_type), cancellationType: type && (CANCELLATION_TYPES as readonly string[]).includes(type) ? type : type === null ? null : '-' };
    const { total, rows } = cancellationReasonPage(parcelContentScope(ctx, request), filter, page);
    return paginated('data', page, total, rows);
  });
};
