/**
 * Pictures a customer attaches to a message: at most three per message, JPEG, PNG or GIF only, at most
 * 2 MB each. The type is read from the file's first bytes (a renamed WebP or PDF is refused), the same
 * check the server makes.
 */
import { MAX_PICTURE_BYTES, pictureProblem } from '@/lib/pictures';

export { sniffPicture, type PictureType } from '@/lib/pictures';

export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = MAX_PICTURE_BYTES;

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
    const found = pictureProblem(file);
    if (found) problem ??= found;
    else if (already + accepted.length >= MAX_ATTACHMENTS) problem ??= 'too-many';
    else accepted.push(file);
  }
  return { accepted, problem };
}
