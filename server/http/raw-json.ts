/**
 * Answers assembled from JSON texts already made. A listing whose entries are worth keeping as text (a vehicle
 * card is 3 KB of JSON, the same for every customer until its rows change) puts them in its answer as
 * `RawJson`; `jsonText` writes the rest as `JSON.stringify` does and the pieces as they are, so the answer's
 * bytes are the ones `JSON.stringify` would have made of the same values.
 *
 * `jsonAnswer` also keeps the last answers' bytes, by what they are made of: the JSON of everything but the
 * pieces, and which pieces (kept pieces never change, so the same piece object means the same text). An
 * answer sent again is then the same Buffer as before: no 35 KB string to build and encode per request, and
 * the compression of that Buffer is remembered (compression.ts).
 */
import type { FastifyReply } from 'fastify';
import { objectSerial } from '../db/row-cache';

/** A JSON text (one value) to be written into an answer as it is. */
export class RawJson {
  /** `kept`: the piece is kept and reused across requests (an answer made of such pieces is worth keeping). */
  constructor(
    readonly text: string,
    readonly kept = false,
  ) {}
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
};

/** Marks where a piece goes in a template: JSON.stringify escapes U+0000 in strings, so it appears nowhere else. */
const SLOT = '\u0000';

/** `jsonText`, or with `pieces` the text with a SLOT for each piece (collected in order) instead of its text. */
function write(value: unknown, pieces: RawJson[] | null): string | undefined {
  if (value instanceof RawJson) {
    if (!pieces) return value.text;
    pieces.push(value);
    return SLOT;
  }
  if (Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function') return `[${value.map((item) => write(item, pieces) ?? 'null').join(',')}]`;
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const entries: string[] = [];
    for (const key of Object.keys(value)) {
      const text = write((value as Record<string, unknown>)[key], pieces);
      if (text !== undefined) entries.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * `JSON.stringify(value)` where `RawJson` pieces stand for their text. Arrays and plain objects are written
 * here (an entry `JSON.stringify` leaves out — undefined, a function — is left out; in an array it is `null`);
 * everything else, and any object without a `RawJson` inside, by `JSON.stringify` itself.
 */
export function jsonText(value: unknown): string | undefined {
  return write(value, null);
}

/** The content type Fastify gives a serialized answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The last answers made of kept pieces, most recently used last; bounded in count and bytes. */
const answers = new Map<string, Buffer>();
let answerBytes = 0;
const MAX_ANSWERS = 64;
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

function remember(key: string, bytes: Buffer): void {
  answers.set(key, bytes);
  answerBytes += bytes.length;
  for (const [oldest, old] of answers) {
    if (answers.size <= MAX_ANSWERS && answerBytes <= MAX_ANSWER_BYTES) break;
    answers.delete(oldest);
    answerBytes -= old.length;
  }
}

/**
 * The answer's bytes for a handler to return: `value` (with its `RawJson` pieces) as Fastify would serialize
 * it, with the content type Fastify would give it (a Buffer with a type set is sent as it is). An answer made
 * only of kept pieces and plain values is the same Buffer every time it is the same.
 */
export function jsonAnswer(reply: FastifyReply, value: unknown): Buffer {
  reply.type(JSON_CONTENT_TYPE);
  const pieces: RawJson[] = [];
  const template = write(value, pieces) ?? 'null';
  const fill = () => {
    const parts = template.split(SLOT);
    return Buffer.from(parts.map((part, index) => (index === 0 ? part : `${(pieces[index - 1] as RawJson).text}${part}`)).join(''));
  };
  if (!pieces.every((piece) => piece.kept)) return fill();
  const key = `${template}${SLOT}${pieces.map(objectSerial).join(',')}`;
  let bytes = answers.get(key);
  if (bytes) {
    answers.delete(key);
    answers.set(key, bytes);
    return bytes;
  }
  bytes = fill();
  if (bytes.length <= MAX_ANSWER_BYTES) remember(key, bytes);
  return bytes;
}
