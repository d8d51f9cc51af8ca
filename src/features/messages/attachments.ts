/**
 * Pictures a customer attaches to a message: at most three per message, JPEG, PNG or GIF only, at most
 * 2 MB each. The type is read from the file's first bytes (a renamed WebP or PDF is refused), the same
 * check the server makes.
 */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export type PictureType = 'image/jpeg' | 'image/png' | 'image/gif';

export function sniffPicture(head: Uint8Array): PictureType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, index) => head[index] === byte)) return 'image/png';
  const gif = String.fromCharCode(...head.subarray(0, 6));
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return null;
}

export type AttachmentProblem = 'too-many' | 'unsupported' | 'too-large';

export interface Candidate {
  size: number;
  /** The first bytes of the file (8 are enough). */
  head: Uint8Array;
}

/**
 * Which of the newly picked files can join the `already` attached ones, and the first problem met (the
 * view shows its message). Files past the third are dropped with `too-many`.
 */
export function acceptAttachments<T extends Candidate>(already: number, picked: readonly T[]): { accepted: T[]; problem: AttachmentProblem | null } {
  const accepted: T[] = [];
  let problem: AttachmentProblem | null = null;
  for (const file of picked) {
    if (sniffPicture(file.head) === null) problem ??= 'unsupported';
    else if (file.size > MAX_ATTACHMENT_BYTES) problem ??= 'too-large';
    else if (already + accepted.length >= MAX_ATTACHMENTS) problem ??= 'too-many';
    else accepted.push(file);
  }
  return { accepted, problem };
}
