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
 *
 * Many customers get the very same answer (a module's popular items, the first page of a common search), so
 * the last inline answers are remembered with what they compressed to (`rememberOutputs`): an answer sent
 * again byte for byte is not compressed again. Compression is deterministic, so the bytes sent are the same.
 */
import zlib, { type InputType } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const SYNC_COMPRESS_BYTES = 128 * 1024;

const INLINE_BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

interface Remembered {
  input: Buffer;
  output: Buffer;
}

/**
 * `compress` with a memory of its last `maxEntries` inputs (most recently used first, at most `maxBytes` of
 * them): an input equal to one of those gets the output it got then. Looking costs a length comparison per
 * entry and a byte comparison for an equal length, against a compression per answer.
 */
export function rememberOutputs(compress: (input: Buffer) => Buffer, maxEntries = 32, maxBytes = 4 * 1024 * 1024): (input: InputType) => Buffer {
  let entries: Remembered[] = [];
  let bytes = 0;
  return (payload) => {
    // The plugin hands over a Buffer; anything else is compressed as before, unremembered.
    if (!Buffer.isBuffer(payload)) return compress(payload as Buffer);
    const index = entries.findIndex((entry) => entry.input.length === payload.length && entry.input.equals(payload));
    const found = entries[index];
    if (found) {
      if (index > 0) entries = [found, ...entries.slice(0, index), ...entries.slice(index + 1)];
      return found.output;
    }
    const output = compress(payload);
    if (payload.length > maxBytes) return output;
    entries.unshift({ input: payload, output });
    bytes += payload.length + output.length;
    while (entries.length > maxEntries || bytes > maxBytes) {
      const dropped = entries.pop();
      if (dropped) bytes -= dropped.input.length + dropped.output.length;
    }
    return output;
  };
}

export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: SYNC_COMPRESS_BYTES,
  // The plugin takes inline compressors from `zlib` when it has them and everything else from node:zlib.
  zlib: {
    brotliCompressSync: rememberOutputs((payload) => zlib.brotliCompressSync(payload, INLINE_BROTLI)),
    gzipSync: rememberOutputs((payload) => zlib.gzipSync(payload)),
  },
};
