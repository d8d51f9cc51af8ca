/** The module's banners (and running campaigns) as a carousel; store, item and campaign banners open their page. */
import { Carousel } from '@/components/ui/carousel/carousel';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useBanners } from '../api/promotions';
import type { Banner } from '../api/promotion-structs';
import * as styles from './home.css';

function bannerHref(banner: Banner): string | null {
  if (banner.type === 'store_wise' && banner.store) return paths.store(banner.store.id, banner.store.module_id ?? undefined, banner.store.zone_id ?? undefined);
  if (banner.type === 'item_wise' && banner.item) return paths.product(banner.item.id, banner.item.module_id ?? undefined);
  if (banner.link?.startsWith('/')) return banner.link;
  return null;
}

export function BannersSection() {
  const banners = useBanners();
  if (banners.isPending) {
    // The banner's room is kept while it loads, so the sections below do not move when it arrives.
    return (
      <section className={styles.section} aria-hidden="true">
        <Skeleton height="200px" />
      </section>
    );
  }
  const slides = [
    ...(banners.data?.banners ?? []).map((banner) => ({ id: `b${banner.id}`, title: banner.title, image: banner.image_full_url, href: bannerHref(banner) })),
    ...(banners.data?.campaigns ?? []).map((campaign) => ({ id: `c${campaign.id}`, title: campaign.title, image: campaign.image_full_url, href: paths.campaign(campaign.id) })),
  ];
  if (slides.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('catalog.home.offers')}>
      <Carousel
        label={t('catalog.home.offers')}
        autoplayDelay={4000}
        speed={800}
        loop
        height="200px"
        spaceBetween={16}
        twoUpWide
        slides={slides.map((slide, index) => {
          const image = <img src={slide.image ?? ''} alt={slide.title} className={styles.bannerImage} width={800} height={400} fetchPriority={index === 0 ? 'high' : 'low'} loading={index === 0 ? 'eager' : 'lazy'} />;
          return {
            id: slide.id,
            content: slide.href ? (
              <Link href={slide.href} className={styles.bannerLink}>
                {image}
              </Link>
            ) : (
              image
            ),
          };
        })}
      />
    </section>
  );
}
