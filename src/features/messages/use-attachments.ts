/**
 * The pictures picked for the next message: checked by their first bytes and size (attachments.ts), at
 * most three, each with a preview URL that is released when it is removed or sent.
 */
import { useEffect, useRef, useState } from 'react';
import { acceptAttachments, MAX_ATTACHMENTS, type AttachmentProblem } from './attachments';

export interface Attachment {
  id: string;
  file: File;
  preview: string;
}

let counter = 0;

export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const live = useRef(items);
  useEffect(() => {
    live.current = items;
  }, [items]);
  useEffect(() => () => live.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  async function add(files: readonly File[]) {
    const candidates = await Promise.all(files.map(async (file) => ({ file, size: file.size, head: new Uint8Array(await file.slice(0, 8).arrayBuffer()) })));
    const { accepted, problem: found } = acceptAttachments(live.current.length, candidates);
    setProblem(found);
    if (accepted.length > 0) setItems((current) => [...current, ...accepted.map(({ file }) => ({ id: `a${++counter}`, file, preview: URL.createObjectURL(file) }))]);
  }

  function remove(id: string) {
    setProblem(null);
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.id !== id);
    });
  }

  function clear() {
    for (const item of live.current) URL.revokeObjectURL(item.preview);
    setItems([]);
    setProblem(null);
  }

  return { items, problem, isFull: items.length >= MAX_ATTACHMENTS, add, remove, clear };
}
