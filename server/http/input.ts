/**
 * Request input the way the contract's backend reads it: query and body merged (body wins), form and
 * multipart fields included. This module is the entry point route code imports; parsing, validation and
 * pagination live in their own modules and are re-exported here.
 */
import type { FastifyRequest } from 'fastify';
import type { Input } from './validation';

export type { Input, Rule, Rules } from './validation';
export { parseRules, validate, validateUnderMessage, validationErrors } from './validation';
export { leadingId, num, parseDateTime, parseJsonArray, parseJsonObject, present, str, truthy } from './parse';
export { pageOf, paginated, paginateList, sqlPage, type Page } from './pagination';

export function inputOf(request: FastifyRequest): Input {
  const query = request.query && typeof request.query === 'object' ? (request.query as Input) : {};
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) && !Buffer.isBuffer(request.body) ? (request.body as Input) : {};
  return { ...query, ...body };
}
