/**
 * How answers are compressed (@fastify/compress): brotli, else gzip, above 1 KB.
 *
 * Answers up to `SYNC_COMPRESS_BYTES` — every API answer and server-prepared page — are compressed inline
 * rather than through a zlib stream on the thread pool. Compressing a 35 KB search page takes a fraction of a
 * millisecond, while the stream machinery per answer (a compressor, a trip to the thread pool and back,
 * chunked writes) cost several times that on the event loop; the plugin's own default (8 KB on two cores)
 * assumes spare cores to overlap with, which a machine shared with its clients does not have.
 *
 * Those inline answers are built per request, so they use brotli's quality 1: about a third of the time of
 * the plugin's quality 4 for answers about a quarter bigger (a search page of 35 KB becomes 3.8 KB instead of
 * 3.0 KB), which a server answering many customers from two cores spends better on answering. Bigger bodies
 * and files (the app's scripts, pictures) still stream at quality 4: they are few, and sent to many.
 */
import zlib, { type InputType } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const SYNC_COMPRESS_BYTES = 128 * 1024;

const INLINE_BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: SYNC_COMPRESS_BYTES,
  // The plugin takes inline compressors from `zlib` when it has them and everything else from node:zlib.
  zlib: { brotliCompressSync: (payload: InputType) => zlib.brotliCompressSync(payload, INLINE_BROTLI) },
};
