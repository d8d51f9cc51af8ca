/**
 * Calls a 6amMart web client makes on every home or checkout page for a signed-in customer (contract §M3.9):
 * `cashback/list`, `cashback/getCashback`, `customer/review-reminder` and its
 * dismissal. Answered in the backend's shapes so no page shows an error for them.
 */
import type { FastifyInstance } from 'fastify';
import { moduleOf, type AppContext } from '../../http/context';
import { inputOf, num, validate } from '../../http/input';
import { cashbackFor, reviewReminder } from '../../services/customer/engagement';

export function registerEngagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/cashback/list', (request) => {
    moduleOf(ctx, request);
    return [];
  });

  app.get('/api/v1/cashback/getCashback', (request) => {
    const input = inputOf(request);
    validate(input, { amount: ['required', 'numeric', { min: 0 }, { max: 1e12 }] });
    return cashbackFor(num(input.amount));
  });

  app.get('/api/v1/customer/review-reminder', () => reviewReminder());

  // A bare JSON string, as the backend answers.
  app.get('/api/v1/customer/review-reminder-cancel', (request, reply) => {
    validate(inputOf(request), { order_id: ['required', 'integer'] });
    return reply.type('application/json').send(JSON.stringify('success'));
  });
}
