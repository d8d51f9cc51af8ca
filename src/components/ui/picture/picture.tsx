/**
 * A picture in a slot of a fixed aspect ratio (card 3:2, gallery 3:2, banner 2:1, cover 3:1, logo 1:1): the
 * whole picture is shown, letterboxed on a quiet background when its own shape differs, never cropped
 * (no wheels or roofs cut off). The slot keeps its room while the picture loads, so nothing shifts.
 */
import { cx } from '../utils/cx';
import { Img } from './img';
import * as styles from './picture.css';

export interface PictureProps {
  src: string | null | undefined;
  /** Empty for a decorative picture (the text beside it names the thing). */
  alt: string;
  /** CSS aspect ratio of the slot, e.g. "3 / 2". */
  ratio: string;
  /**
   * The likely largest paint of the page: load first. Any other picture is asked for at low priority, so on a
   * slow connection the largest one (and the page's scripts) are not sharing it with the pictures beside it.
   */
  priority?: boolean;
  /** Intrinsic size hints for the browser's layout before the picture arrives. */
  width?: number;
  height?: number;
  /** Round (logos, avatars). */
  round?: boolean;
  className?: string;
  /** Past a phone's first screen (see `Img`); by default, as the surrounding `LaterPictures` says. */
  later?: boolean;
}

export function Picture({ src, alt, ratio, priority = false, width, height, round = false, className, later }: PictureProps) {
  return (
    <span className={cx(styles.slot, round ? styles.round : null, className)} style={{ aspectRatio: ratio }}>
      {src ? <Img later={later} src={src} alt={alt} className={styles.image} priority={priority} width={width} height={height} /> : null}
    </span>
  );
}
