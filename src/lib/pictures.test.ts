import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, pictureProblem } from './pictures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xdb]);
const GIF = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)));
const WEBP = new Uint8Array([...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)));
const PDF = new Uint8Array([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
const AVIF = new Uint8Array([0, 0, 0, 0x1c, ...'ftypavif'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));

describe('whether a picture may be uploaded', () => {
  it.each([
    ['a small PNG', PNG, 1024, null],
    ['a JPEG of exactly 2 MB', JPEG, MAX_PICTURE_BYTES, null],
    ['a GIF', GIF, 10, null],
    ['a JPEG one byte past 2 MB', JPEG, MAX_PICTURE_BYTES + 1, 'too-large'],
    ['a WebP', WEBP, 10, 'unsupported'],
    ['an AVIF', AVIF, 10, 'unsupported'],
    ['a PDF', PDF, 10, 'unsupported'],
    ['a large PDF is refused for its type first', PDF, MAX_PICTURE_BYTES * 3, 'unsupported'],
    ['an empty file', new Uint8Array(), 0, 'unsupported'],
  ])('%s', (_name, head, size, expected) => {
    expect(pictureProblem({ head, size })).toBe(expected);
  });
});
