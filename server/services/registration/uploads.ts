/**
 * Pictures sent with store and delivery-person applications: JPEG, PNG or GIF by content (never by name),
 * at most 2 MB each, kept in the database for the operator's review. Text sent in a file's place (some
 * clients add an empty or stray text part) counts as no file.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { MAX_IMAGE_BYTES, sniffImage, type ImageUpload } from '../customer/profile';

/** One picture field: null when absent; `403 errors[{code: field}]` when it is not an acceptable picture. */
export function pictureField(value: unknown, field: string, label: string): ImageUpload | null {
  if (value === undefined || value === null || typeof value === 'string') return null;
  if (!Buffer.isBuffer(value)) throw errorList(403, field, `The ${label} must be an image.`);
  if (value.length > MAX_IMAGE_BYTES) throw errorList(403, field, `The ${label} must not be greater than 2048 kilobytes.`);
  const type = sniffImage(value);
  if (!type) throw errorList(403, field, `The ${label} must be a file of type: jpeg, png, jpg, gif.`);
  return { data: value, ...type };
}

/** A list of picture parts (`identity_image[]`), at most `max`. */
export function pictureList(value: unknown, field: string, label: string, max: number): ImageUpload[] {
  const parts = [value].flat().filter((part) => Buffer.isBuffer(part) || (part !== undefined && part !== null && typeof part !== 'string'));
  if (parts.length > max) throw errorList(403, field, `At most ${max} ${label} images can be sent.`);
  return parts.map((part) => pictureField(part, field, label)).filter((image): image is ImageUpload => image !== null);
}

export function keepPicture(db: Db, kind: string, ownerId: number, image: ImageUpload, at: string): string {
  const file = `${randomBytes(12).toString('hex')}.${image.extension}`;
  db.prepare('INSERT INTO uploaded_images (file_name, kind, owner_id, mime_type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(file, kind, ownerId, image.mimeType, image.data, at);
  return file;
}
