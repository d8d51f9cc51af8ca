/** One picked picture for an application: checked by its first bytes and size, with a preview URL. */
import { useEffect, useRef, useState } from 'react';
import { headOf, pictureProblem, type PictureProblem } from '@/lib/pictures';

export interface PickedPicture {
  file: File;
  preview: string;
}

/** Checks files and answers the accepted ones (with previews) and the first problem met. */
export async function checkPictures(files: readonly File[]): Promise<{ accepted: PickedPicture[]; problem: PictureProblem | null }> {
  const accepted: PickedPicture[] = [];
  let problem: PictureProblem | null = null;
  for (const file of files) {
    const found = pictureProblem({ size: file.size, head: await headOf(file) });
    if (found) problem ??= found;
    else accepted.push({ file, preview: URL.createObjectURL(file) });
  }
  return { accepted, problem };
}

/** Pictures held by a form: previews are released when they are replaced, removed or the form goes away. */
export function usePictures(max: number) {
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return {
    pictures,
    problem,
    async add(files: readonly File[]) {
      const checked = await checkPictures(files);
      setProblem(checked.problem);
      for (const picture of checked.accepted) created.current.add(picture.preview);
      if (checked.accepted.length > 0) setPictures((current) => (max === 1 ? checked.accepted.slice(0, 1) : [...current, ...checked.accepted].slice(0, max)));
    },
    remove(index: number) {
      setProblem(null);
      setPictures((current) => {
        const gone = current[index];
        if (gone) {
          URL.revokeObjectURL(gone.preview);
          created.current.delete(gone.preview);
        }
        return current.filter((_, at) => at !== index);
      });
    },
  };
}

export type Pictures = ReturnType<typeof usePictures>;
