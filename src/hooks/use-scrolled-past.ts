/**
 * Whether the page is scrolled more than `distance` pixels down. Watched through an intersection observer on a
 * mark that far down the document, not by reading the scroll position: a read while the app is starting forces
 * the browser to lay the whole page out there and then, and every scroll event would run the check again.
 */
import { useEffect, useState } from 'react';

export function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const mark = document.createElement('div');
    mark.setAttribute('aria-hidden', 'true');
    // Set through the style object (not a style attribute), which the security policy allows.
    Object.assign(mark.style, { position: 'absolute', insetBlockStart: `${distance}px`, insetInlineStart: '0', inlineSize: '1px', blockSize: '1px', visibility: 'hidden', pointerEvents: 'none' });
    document.body.append(mark);
    const observer = new IntersectionObserver(([entry]) => {
      // Out of view above the window's top edge: scrolled past it. Below the bottom edge (a short window): not.
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(mark);
    return () => {
      observer.disconnect();
      mark.remove();
    };
  }, [distance]);
  return past;
}
