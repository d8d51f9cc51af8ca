/**
 * The wallet and loyalty points of the signed-in customer (contract §M6.1, §M6.2): transaction pages,
 * running bonus offers, adding funds through the reference payment page and converting points to wallet money.
 */
import { absoluteUrl, locale } from '../../http/context';
import { signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { inputOf, num, pageOf, paginated, validate, type Rules } from '../../http/input';
import { registerWalletPayments, startAddFund } from '../../services/wallet/add-fund';
import { bonusJson, runningBonuses } from '../../services/wallet/bonuses';
import { loyaltyPage, walletPage } from '../../services/wallet/ledger';
import { transferPoints } from '../../services/wallet/loyalty';

const PAGE: Rules = { limit: ['required', 'integer', { min: 1 }], offset: ['required', 'integer', { min: 1 }] };

/** Every wallet route is the signed-in customer's. */
export const walletRoutes: RoutePlugin = async (app, { ctx }) => {
  registerWalletPayments();
  signedInScope(app, ctx);

  app.post('/api/v1/customer/wallet/add-fund', (request) => {
    const userId = userOf(request);
    const started = startAddFund(ctx.db, userId, inputOf(request), ctx.now());
    if ('unknownGateway' in started) return { redirect_link: false };
    return { redirect_link: absoluteUrl(request, `${started.redirect}&lang=${locale(request)}`) };
  });

  app.get('/api/v1/customer/wallet/transactions', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, { ...PAGE, type: ['nullable', 'string', { maxLength: 50 }] });
    const page = pageOf(input, 10);
    const { total, rows } = walletPage(ctx.db, userId, input.type, page);
    return paginated('data', page, total, rows, { echoRaw: true });
  });

  app.get('/api/v1/customer/wallet/bonuses', (request) => {
    const language = locale(request);
    return runningBonuses(ctx.db, ctx.now()).map((row) => bonusJson(row, language));
  });

  app.get('/api/v1/customer/loyalty-point/transactions', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, PAGE);
    const page = pageOf(input, 10);
    const { total, rows } = loyaltyPage(ctx.db, userId, page);
    return paginated('data', page, total, rows, { echoRaw: true });
  });

  app.post('/api/v1/customer/loyalty-point/point-transfer', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, { point: ['required', 'integer', { min: 1 }, { max: 1_000_000_000 }] });
    transferPoints(ctx.db, userId, Math.trunc(num(input.point)), ctx.now());
    return { message: 'Point to wallet transfer successfully.' };
  });
};
