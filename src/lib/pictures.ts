/**
 * Which pictures a customer may upload (messages, partner applications): JPEG, PNG or GIF, recognised by
 * the file's first bytes (a renamed WebP or PDF is refused, as the server refuses it), at most 2 MB.
 */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif';

export type PictureType = 'image/jpeg' | 'image/png' | 'image/gif';

export function sniffPicture(head: Uint8Array): PictureType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, index) => head[index] === byte)) return 'image/png';
  const gif = String.fromCharCode(...head.subarray(0, 6));
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return null;
}

export type PictureProblem = 'unsupported' | 'too-large';

export function pictureProblem(file: { size: number; head: Uint8Array }): PictureProblem | null {
  if (sniffPicture(file.head) === null) return 'unsupported';
  if (file.size > MAX_PICTURE_BYTES) return 'too-large';
  return null;
}

/** The first bytes of a file, enough to recognise its type. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}
