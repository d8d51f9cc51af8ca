import { describe, expect, it } from 'vitest';
import { acceptAttachments, MAX_ATTACHMENT_BYTES, sniffPicture } from './attachments';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new Uint8Array([...value].map((c) => c.charCodeAt(0)));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = text('GIF89a');
const WEBP = text('RIFF\0\0\0\0WEBP');
const PDF = text('%PDF-1.7');

describe('picture type by content', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['older GIF', text('GIF87a'), 'image/gif'],
    ['WebP', WEBP, null],
    ['PDF', PDF, null],
    ['nothing', bytes(), null],
  ])('%s', (_case, head, expected) => {
    expect(sniffPicture(head)).toBe(expected);
  });
});

describe('attaching pictures to a message', () => {
  const file = (head: Uint8Array, size = 1000) => ({ head, size });

  it('accepts up to three pictures', () => {
    expect(acceptAttachments(0, [file(PNG), file(JPEG), file(GIF)])).toEqual({ accepted: [file(PNG), file(JPEG), file(GIF)], problem: null });
  });

  it('drops pictures past the third, counting those already attached', () => {
    const result = acceptAttachments(2, [file(PNG), file(JPEG)]);
    expect(result.accepted).toHaveLength(1);
    expect(result.problem).toBe('too-many');
  });

  it('refuses other formats by content, whatever the name', () => {
    expect(acceptAttachments(0, [file(WEBP), file(PNG)])).toEqual({ accepted: [file(PNG)], problem: 'unsupported' });
    expect(acceptAttachments(0, [file(PDF)]).problem).toBe('unsupported');
  });

  it('refuses pictures over 2 MB', () => {
    expect(acceptAttachments(0, [file(PNG, MAX_ATTACHMENT_BYTES + 1)])).toEqual({ accepted: [], problem: 'too-large' });
    expect(acceptAttachments(0, [file(PNG, MAX_ATTACHMENT_BYTES)]).problem).toBeNull();
  });
});
