import { useState } from 'react';

/**
 * True from the render in which `isOpen` is first true, and from then on (so a closing overlay keeps its exit
 * animation). An overlay that has never been opened need not be mounted.
 */
export function useOpenedOnce(isOpen: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(isOpen));
  if (isOpen && !opened) setOpened(true);
  return opened || Boolean(isOpen);
}
