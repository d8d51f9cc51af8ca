/**
 * Every picture a client uploads (profile photos, chat pictures, prescriptions, refund and application
 * pictures) is decoded before any route keeps it: a file whose first bytes say JPEG, PNG or GIF but that
 * does not decode as one whole picture of that kind (PNG magic followed by HTML, a truncated file) is
 * emptied, so the route refuses it as it refuses any other non-picture. Decoding runs in sharp's worker
 * threads, bounded by the upload size (2 MB) and a pixel count, so a small file cannot expand into a huge
 * one.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, sniffImage } from '../services/customer/profile';

/** About 40 megapixels (8000 × 5000): far above any phone photo, far below what would exhaust memory. */
const MAX_PIXELS = 40_000_000;

const FORMATS: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' };

/** Whether the bytes decode, whole, as the picture their first bytes claim. */
export async function decodesAsPicture(data: Buffer): Promise<boolean> {
  const claimed = sniffImage(data);
  if (!claimed) return false;
  try {
    const picture = sharp(data, { limitInputPixels: MAX_PIXELS, animated: false });
    const { format } = await picture.metadata();
    if (format !== FORMATS[claimed.mimeType]) return false;
    await picture.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

const EMPTY = Buffer.alloc(0);

async function checked(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(checked));
  if (!Buffer.isBuffer(value) || value.length > MAX_IMAGE_BYTES || !sniffImage(value)) return value;
  return (await decodesAsPicture(value)) ? value : EMPTY;
}

/** Checks the file parts of every multipart body before the route sees them. */
export function registerPictureCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const body = request.body as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (Buffer.isBuffer(value) || Array.isArray(value)) body[key] = await checked(value);
    }
  });
}
