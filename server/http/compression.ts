/**
 * Response compression (through @fastify/compress): every answer of 1 KB or more, brotli or gzip as the client
 * asks. Routes that need another setting start from these options, because a route's own options replace the
 * app's whole set rather than amending it.
 */
import type { FastifyCompressOptions } from '@fastify/compress';

export const COMPRESSION = { encodings: ['br', 'gzip'], threshold: 1024 } satisfies FastifyCompressOptions;

/**
 * Cart answers are compressed in one call up to 64 KB (a cart of dozens of lines) instead of through a zlib
 * stream, which on two cores the plugin uses from 8 KB on. Every change the outbox replays gets a whole cart
 * (about 2.5 KB a line) back, and for answers of this size the stream's setup, scheduling and extra socket
 * writes cost more than the compression itself: a fifth of the server's CPU per change.
 */
export const CART_ANSWER_COMPRESSION = { ...COMPRESSION, syncThreshold: 64 * 1024 } satisfies FastifyCompressOptions;
