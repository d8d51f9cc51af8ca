/**
 * Prescription pictures for pharmacy items that need one: images only (JPEG, PNG or GIF, as the server
 * takes them), at most 2 MB each and 5 in all.
 */
export const PRESCRIPTION_MAX_FILES = 5;
export const PRESCRIPTION_MAX_BYTES = 2 * 1024 * 1024;
export const PRESCRIPTION_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export type PrescriptionProblem = 'notImage' | 'tooLarge' | 'tooMany';

/** Adds picked files to the kept ones: what is kept, and why any was left out. */
export function addPrescriptionFiles<F extends { type: string; size: number }>(kept: readonly F[], picked: readonly F[]): { files: F[]; problems: PrescriptionProblem[] } {
  const files = [...kept];
  const problems = new Set<PrescriptionProblem>();
  for (const file of picked) {
    if (!(PRESCRIPTION_TYPES as readonly string[]).includes(file.type)) problems.add('notImage');
    else if (file.size > PRESCRIPTION_MAX_BYTES) problems.add('tooLarge');
    else if (files.length >= PRESCRIPTION_MAX_FILES) problems.add('tooMany');
    else files.push(file);
  }
  return { files, problems: [...problems] };
}
