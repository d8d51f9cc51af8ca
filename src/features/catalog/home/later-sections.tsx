/**
 * A store module's home below its first screen (catalog-home.tsx): loaded once the page is quiet, each section
 * mounted in a turn of its own, so they come as several short tasks, not one long one; their pictures wait for
 * the app (`LaterPictures`).
 */
import type { ReactElement } from 'react';
import { LaterPictures } from '@/components/ui/picture/img';
import { paths } from '@/config/paths';
import { useTurnReached } from '@/hooks/use-in-turns';
import { t } from '@/lib/i18n';
import { CategoriesSection } from './categories-section';
import { FlashSaleSection } from './flash-sale-section';
import { ItemRowSection } from './item-row-section';
import type { StoreModuleKind } from './module-kind';
import { StoreRowSection } from './store-row-section';
import { VisitAgainSection } from './visit-again-section';

const popularStores = (title: string) => <StoreRowSection key="popular-stores" id="home-popular-stores" list="popular" title={title} href={paths.storesPopular} />;
const latestStores = (title: string) => <StoreRowSection key="latest-stores" id="home-latest-stores" list="latest" title={title} href={paths.storesLatest} />;
const visitAgain = () => <VisitAgainSection key="visit-again" />;
const items = (key: string, source: Parameters<typeof ItemRowSection>[0]['source'], id: string, title: string) => <ItemRowSection key={key} id={id} source={source} title={title} />;

/** What each kind of home shows after its first two sections (catalog-home.tsx has those), in order. */
function laterSections(kind: StoreModuleKind): ReactElement[] {
  switch (kind) {
    case 'food':
      return [
        visitAgain(),
        <FlashSaleSection key="flash" />,
        items('popular', 'popular', 'home-popular-items', t('catalog.home.popularDishes')),
        items('discounted', 'discounted', 'home-discounted', t('catalog.home.dealsOnDishes')),
        latestStores(t('catalog.home.newRestaurants')),
      ];
    case 'grocery':
      return [
        <FlashSaleSection key="flash" />,
        visitAgain(),
        items('popular', 'popular', 'home-popular-items', t('catalog.home.bestSellers')),
        popularStores(t('catalog.home.storesNearYou')),
        items('new', 'new-arrival', 'home-new-arrivals', t('catalog.home.freshArrivals')),
        latestStores(t('catalog.latestStores')),
      ];
    case 'pharmacy':
      return [
        items('featured', 'recommended', 'home-featured', t('catalog.home.featuredMedicines')),
        visitAgain(),
        items('popular', 'popular', 'home-popular-items', t('catalog.home.popularProducts')),
        items('discounted', 'discounted', 'home-discounted', t('catalog.home.savings')),
        popularStores(t('catalog.home.pharmaciesNearYou')),
        latestStores(t('catalog.latestStores')),
      ];
    case 'ecommerce':
      return [
        items('new', 'new-arrival', 'home-new-arrivals', t('catalog.home.newArrivals')),
        <CategoriesSection key="categories" title={t('catalog.home.shopByCategory')} look="chips" />,
        visitAgain(),
        items('popular', 'popular', 'home-popular-items', t('catalog.home.trending')),
        items('discounted', 'discounted', 'home-discounted', t('catalog.home.onSale')),
        popularStores(t('catalog.home.popularShops')),
        latestStores(t('catalog.latestStores')),
      ];
  }
}

function InTurn({ children }: { children: ReactElement }) {
  return useTurnReached() ? children : null;
}

export default function LaterSections({ moduleType }: { moduleType: StoreModuleKind }) {
  return (
    <LaterPictures value>
      {laterSections(moduleType).map((section) => (
        <InTurn key={section.key}>{section}</InTurn>
      ))}
    </LaterPictures>
  );
}
