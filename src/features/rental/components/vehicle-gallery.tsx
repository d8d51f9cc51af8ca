/** Vehicle photos: the thumbnail plus every image, in a carousel (autoplay 4000 ms, transition 800 ms), each whole in a 3:2 slot. */
import { Carousel } from '@/components/ui/carousel/carousel';
import { Picture } from '@/components/ui/picture/picture';
import { t } from '@/lib/i18n';
import type { Vehicle } from '../api/structs';

export function VehicleGallery({ vehicle }: { vehicle: Vehicle }) {
  const images = [vehicle.thumbnail_full_url, ...(vehicle.images_full_url ?? [])].filter((url): url is string => Boolean(url));
  return (
    <Carousel
      label={t('rental.gallery', { name: vehicle.name })}
      autoplayDelay={4000}
      speed={800}
      loop
      height="auto"
      slides={images.map((url, index) => ({
        id: `${index}-${url}`,
        content: <Picture src={url} alt={t('rental.photo', { index: index + 1, name: vehicle.name })} ratio="3 / 2" priority={index === 0} width={600} height={400} />,
      }))}
    />
  );
}
