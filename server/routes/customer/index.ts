/**
 * Customer routes (`/api/v1/customer/…`, token required, contract §2.3): profile info, interests, the
 * push-notification token, account deletion and sign-out here; the profile form, addresses, the wishlist
 * and the home page's engagement calls in their own files.
 */
import { bearer, header, optionalModuleOf, storageUrl } from '../../http/context';
import { signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { inputOf, str, validate } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { allSettings } from '../../http/settings';
import { revokeToken } from '../../services/auth/credentials';
import { customerInfoRow, customerOrderCount, removeAccount, setLanguage, setPushToken, updateInterest } from '../../services/customer/account';
import { newCustomerDiscount } from '../../services/referral/new-customer-discount';
import { registerAddressRoutes } from './addresses';
import { registerEngagementRoutes } from './engagement';
import { registerProfileRoutes } from './profile';
import { registerZoneUpdateRoute } from './zone';

const parseList = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
};

/**
 * The customer domain, one plugin: the profile form and its pictures, then the signed-in scope (account,
 * addresses, engagement, zone). The wishlist, wallet, notifications and messages are domains of their own.
 */
export const customerRoutes: RoutePlugin = async (app, { ctx }) => {
  registerProfileRoutes(app, ctx);
  void app.register(signedInRoutes, { ctx });
};

const signedInRoutes: RoutePlugin = async (app, { ctx }) => {
  signedInScope(app, ctx);
  app.get('/api/v1/customer/info', (request) => {
    const userId = userOf(request);
    // As the contract's backend does: without X-localization the answer is 200 with an errors list.
    const language = header(request, 'x-localization');
    if (!language) return { errors: [{ code: 'X-localization', message: 'X-localization header is required' }] };
    if (/^[a-z]{2}(-[A-Za-z]{2})?$/.test(language)) setLanguage(ctx.db, userId, language);
    const user = customerInfoRow(ctx.db, userId);
    const orders = customerOrderCount(ctx.db, userId);
    const { password: _password, interest, ...visible } = user;
    return {
      ...visible,
      image_full_url: storageUrl(request, user.image ? `user/${user.image}` : `user/${user.id}.svg`),
      order_count: orders,
      member_since_days: Math.max(0, Math.floor((ctx.now().getTime() - new Date(String(user.created_at)).getTime()) / 86_400_000)),
      selected_modules_for_interest: parseList(user.module_ids),
      interest_ids: parseList(interest),
      ...newCustomerDiscount(allSettings(ctx.db), { orderCount: orders, signedUp: new Date(String(user.created_at)), refBy: user.ref_by }, ctx.now()),
      userinfo: null,
      storage: [],
    };
  });

  app.post('/api/v1/customer/update-interest', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    // The module is optional here (customer routes skip the module check), but an unknown one is refused.
    const moduleId = optionalModuleOf(ctx, request)?.id ?? null;
    updateInterest(ctx.db, userId, input.interest ?? input['interest[]'], moduleId);
    return { message: 'Interest updated successfully' };
  });

  // The device's push token, which a web client saves after sign-in (kept; this server sends no pushes).
  routeWithOverride(app, 'PUT', '/api/v1/customer/cm-firebase-token', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, { cm_firebase_token: ['required', 'string', { maxLength: 500 }] });
    setPushToken(ctx.db, userId, str(input.cm_firebase_token));
    return { message: 'successfully updated!' };
  });

  routeWithOverride(app, 'DELETE', '/api/v1/customer/remove-account', (request) => {
    removeAccount(ctx.db, userOf(request));
    return [];
  });

  app.post('/api/v1/auth/logout', (request) => {
    const token = bearer(request);
    if (token) revokeToken(ctx.db, token);
    return { message: 'Logged out successfully' };
  });

  registerAddressRoutes(app, ctx);
  registerEngagementRoutes(app, ctx);
  registerZoneUpdateRoute(app, ctx);
};
