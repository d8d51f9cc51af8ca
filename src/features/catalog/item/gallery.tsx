/**
 * The product gallery: the chosen picture (the page's first paint; opens a zoomed view) and thumbnails five
 * at a time with previous and next pages. The zoomed view is a dialog, whose overlay loads when first opened.
 */
import { Img } from '@/components/ui/picture/img';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog/dialog';
import { PlainIconButton } from '@/components/ui/icon-button/plain-icon-button';
import { t } from '@/lib/i18n';
import * as styles from './item.css';

const PER_SLIDE = 5;

export function Gallery({ images, name, badge }: { images: readonly string[]; name: string; badge?: React.ReactNode }) {
  const [current, setCurrent] = useState(0);
  const [slide, setSlide] = useState(0);
  const [zoom, setZoom] = useState(false);
  const pages = Math.max(1, Math.ceil(images.length / PER_SLIDE));
  const shown = images.slice(slide * PER_SLIDE, slide * PER_SLIDE + PER_SLIDE);
  const src = images[current] ?? '';
  return (
    <div className={styles.gallery}>
      <div className={styles.mainFrame}>
        <button type="button" className={styles.zoomButton} onClick={() => setZoom(true)}>
          <img src={src} alt={t('catalog.item.zoom', { name })} width={600} height={600} className={styles.mainImage} fetchPriority="high" />
        </button>
        {badge ? <span className={styles.discountChip}>{badge}</span> : null}
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs}>
          <PlainIconButton icon="chevronStart" label={t('catalog.item.previousPictures')} variant="ghost" size="sm" isDisabled={slide === 0} onPress={() => setSlide(slide - 1)} />
          {shown.map((image, index) => {
            const at = slide * PER_SLIDE + index;
            return (
              <button key={image} type="button" className={styles.thumb} aria-current={at === current} aria-label={t('catalog.item.picture', { number: at + 1, total: images.length })} onClick={() => setCurrent(at)}>
                <Img src={image} alt="" width={96} height={96} className={styles.thumbImage} later />
              </button>
            );
          })}
          {Array.from({ length: PER_SLIDE - shown.length }, (_, index) => (
            <span key={`empty-${index}`} />
          ))}
          <PlainIconButton icon="chevronEnd" label={t('catalog.item.nextPictures')} variant="ghost" size="sm" isDisabled={slide >= pages - 1} onPress={() => setSlide(slide + 1)} />
        </div>
      ) : null}
      <Dialog title={name} isOpen={zoom} onOpenChange={setZoom} size="xl">
        <img src={src} alt={name} width={1200} height={1200} className={styles.zoomed} />
      </Dialog>
    </div>
  );
}
