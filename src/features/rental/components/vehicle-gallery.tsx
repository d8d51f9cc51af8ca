/** Vehicle photos: the thumbnail plus every image, in a carousel (autoplay 4000 ms, transition 800 ms). */
import { Carousel } from '@/components/ui/carousel/carousel';
import { t } from '@/lib/i18n';
import type { Vehicle } from '../api/structs';

export function VehicleGallery({ vehicle, height = '280px' }: { vehicle: Vehicle; height?: string }) {
  const images = [vehicle.thumbnail_full_url, ...(vehicle.images_full_url ?? [])].filter((url): url is string => Boolean(url));
  return (
    <Carousel
      label={t('rental.gallery', { name: vehicle.name })}
      autoplayDelay={4000}
      speed={800}
      loop
      height={height}
      slides={images.map((url, index) => ({
        id: `${index}-${url}`,
        content: <img src={url} alt={t('rental.photo', { index: index + 1, name: vehicle.name })} style={{ inlineSize: '100%', blockSize: height, objectFit: 'cover' }} width={600} height={300} />,
      }))}
    />
  );
}
