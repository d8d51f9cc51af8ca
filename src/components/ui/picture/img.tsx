/**
 * The app's `<img>`. Inside `LaterPictures` (sections and list entries past a phone's first screen) a picture
 * is not asked for until the app runs: on a phone the server's page carries the picture's address only for
 * screens wider than a phone (a `<source>` the phone does not match), so the first screen's pictures — the
 * largest one above all — have the connection to themselves, and the app adds the address once it has taken
 * the page over (the browser then loads it lazily, as any other). Wider screens load it as before.
 */
import { createContext, useContext, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/hooks/use-hydrated';
import { yieldToMain } from '@/lib/yield-to-main';
import { media } from '@/styles/tokens';
import * as styles from './picture.css';

/** True for the pictures inside: they are past a phone's first screen. */
export const LaterPictures = createContext(false);

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> & {
  /** Past a phone's first screen whatever the surrounding `LaterPictures` says (false: never). */
  later?: boolean;
  /**
   * Likely the screen's largest first paint: asked for at once and first. Any other picture loads lazily and
   * at low priority, so it never competes with that one (Chromium raises the priority of pictures in view).
   */
  priority?: boolean;
};

export function Img({ later, priority = false, ...rest }: ImgProps) {
  const inLaterSection = useContext(LaterPictures);
  const props: ImgHTMLAttributes<HTMLImageElement> = { ...rest, loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : 'low' };
  const waits = (later ?? inLaterSection) && Boolean(props.src) && !priority;
  return waits ? <LaterImg {...props} /> : <img {...props} src={props.src || undefined} />;
}

/**
 * A transparent pixel, in place of the picture until the app runs: an image with no address at all is drawn as
 * its (empty) alternative text, and Chromium did not always lay it out again once the address came.
 */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** How many waiting pictures get their address in one commit, one commit per task. */
const RELEASE_BATCH = 6;
const waiting: (() => void)[] = [];
let releasing = false;

/**
 * Gives the waiting pictures their address a few at a time, each few in a commit and a task of its own: all of
 * them in the pass that takes the page over made one long task (about 50 ms on a fast machine for the rental
 * home's cards), as each new address starts the browser's image loading.
 */
function releaseInTurn(release: () => void): () => void {
  waiting.push(release);
  if (!releasing) {
    releasing = true;
    void (async () => {
      try {
        while (waiting.length > 0) {
          await yieldToMain();
          const batch = waiting.splice(0, RELEASE_BATCH);
          flushSync(() => batch.forEach((next) => next()));
        }
      } finally {
        // Should a batch's render ever throw, the next picture that waits starts the turns again.
        releasing = false;
      }
    })();
  }
  return () => {
    const index = waiting.indexOf(release);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Only these pictures read the hydration flag, so the others do not re-render when the app takes over. One
 * mounted once the app runs has its address at once.
 */
function LaterImg({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const running = useHydrated();
  const [shown, setShown] = useState(running);
  useEffect(() => (running && !shown ? releaseInTurn(() => setShown(true)) : undefined), [running, shown]);
  return (
    <picture className={styles.contents}>
      <source media={media.tablet} srcSet={src ? src.replace(/[ ,]/g, encodeURIComponent) : undefined} />
      <img {...props} src={shown ? src : PLACEHOLDER} loading="lazy" />
    </picture>
  );
}
