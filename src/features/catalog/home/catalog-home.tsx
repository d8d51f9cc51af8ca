/**
 * Home of a store-based module, laid out as customers of that kind of store expect: a food home leads with
 * cuisines and restaurants nearby; grocery with its aisles and the day's deals; pharmacy with categories,
 * the prescription entry and featured medicines; a shop with brands, the flash sale and new arrivals.
 */
import { useChosenModuleName } from '@/api/modules';
import type { ReactElement } from 'react';
import { LaterPictures } from '@/components/ui/picture/img';
import { useSessionValue } from '@/hooks/use-session';
import { useTurnReached } from '@/hooks/use-in-turns';
import { useAfterPageLoad } from '@/lib/after-load';
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';
import { paths } from '@/config/paths';
import { BannersSection } from './banners-section';
import type { StoreModuleKind } from './module-kind';
import { BrandsSection } from './brands-section';
import { CategoriesSection } from './categories-section';
import { FlashSaleSection } from './flash-sale-section';
import { ItemRowSection } from './item-row-section';
import { PrescriptionSection } from './prescription-section';
import { SearchBox } from './search-box';
import { StoreRowSection } from './store-row-section';
import { VisitAgainSection } from './visit-again-section';
import * as styles from './home.css';

/**
 * A phone's first screen holds the banners and the first two sections: the server renders those (and the
 * first screen's plan fetches only their answers, common/first-screen/screens.ts). The rest come once the page
 * is quiet, in a room kept for them so the footer does not move into view and out again.
 */
export const FIRST_SCREEN_SECTIONS = 2;

const popularStores = (title: string) => <StoreRowSection key="popular-stores" id="home-popular-stores" list="popular" title={title} href={paths.storesPopular} />;
const latestStores = (title: string) => <StoreRowSection key="latest-stores" id="home-latest-stores" list="latest" title={title} href={paths.storesLatest} />;
const visitAgain = <VisitAgainSection key="visit-again" />;

function layout(kind: StoreModuleKind): ReactElement[] {
  switch (kind) {
    case 'food':
      return [
        <CategoriesSection key="categories" title={t('catalog.home.cuisines')} look="chips" />,
        popularStores(t('catalog.home.restaurantsNearYou')),
        visitAgain,
        <FlashSaleSection key="flash" />,
        <ItemRowSection key="popular" id="home-popular-items" source="popular" title={t('catalog.home.popularDishes')} />,
        <ItemRowSection key="discounted" id="home-discounted" source="discounted" title={t('catalog.home.dealsOnDishes')} />,
        latestStores(t('catalog.home.newRestaurants')),
      ];
    case 'grocery':
      return [
        <CategoriesSection key="categories" title={t('catalog.home.shopByCategory')} look="tiles" />,
        <ItemRowSection key="discounted" id="home-discounted" source="discounted" title={t('catalog.home.todaysDeals')} />,
        <FlashSaleSection key="flash" />,
        visitAgain,
        <ItemRowSection key="popular" id="home-popular-items" source="popular" title={t('catalog.home.bestSellers')} />,
        popularStores(t('catalog.home.storesNearYou')),
        <ItemRowSection key="new" id="home-new-arrivals" source="new-arrival" title={t('catalog.home.freshArrivals')} />,
        latestStores(t('catalog.latestStores')),
      ];
    case 'pharmacy':
      return [
        <CategoriesSection key="categories" title={t('catalog.home.shopByCategory')} look="tiles" />,
        <PrescriptionSection key="prescription" />,
        <ItemRowSection key="featured" id="home-featured" source="recommended" title={t('catalog.home.featuredMedicines')} />,
        visitAgain,
        <ItemRowSection key="popular" id="home-popular-items" source="popular" title={t('catalog.home.popularProducts')} />,
        <ItemRowSection key="discounted" id="home-discounted" source="discounted" title={t('catalog.home.savings')} />,
        popularStores(t('catalog.home.pharmaciesNearYou')),
        latestStores(t('catalog.latestStores')),
      ];
    case 'ecommerce':
      return [
        <BrandsSection key="brands" />,
        <FlashSaleSection key="flash" />,
        <ItemRowSection key="new" id="home-new-arrivals" source="new-arrival" title={t('catalog.home.newArrivals')} />,
        <CategoriesSection key="categories" title={t('catalog.home.shopByCategory')} look="chips" />,
        visitAgain,
        <ItemRowSection key="popular" id="home-popular-items" source="popular" title={t('catalog.home.trending')} />,
        <ItemRowSection key="discounted" id="home-discounted" source="discounted" title={t('catalog.home.onSale')} />,
        popularStores(t('catalog.home.popularShops')),
        latestStores(t('catalog.latestStores')),
      ];
  }
}

/**
 * Where the customer is being delivered to: only the browser knows the place (the server renders the module's
 * name), so it reads the session itself and the page around it stays as the server rendered it.
 */
function DeliveringTo() {
  const location = useSessionValue('location');
  const moduleName = useChosenModuleName();
  return <p className={styles.subtitle}>{location ? t('catalog.home.deliveringTo', { place: location }) : moduleName}</p>;
}

/** A later section, mounted in a turn of its own: the sections come as several short tasks, not one long one. */
function InTurn({ children }: { children: ReactElement }) {
  return useTurnReached() ? children : null;
}

/** The sections below the first screen, once the page is quiet; their pictures wait for the app (`LaterPictures`). */
function LaterSections({ sections }: { sections: ReactElement[] }) {
  const quiet = useAfterPageLoad();
  return (
    <div className={styles.laterRoom}>
      {quiet ? (
        <LaterPictures value>
          {sections.map((section) => (
            <InTurn key={section.key}>{section}</InTurn>
          ))}
        </LaterPictures>
      ) : null}
    </div>
  );
}

export default function CatalogHome({ moduleType }: { moduleType: StoreModuleKind }) {
  const sections = layout(moduleType);
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`catalog.home.title.${moduleType}`)}</h1>
        <DeliveringTo />
        <SearchBox />
      </header>
      <BannersSection />
      {sections.slice(0, FIRST_SCREEN_SECTIONS)}
      <LaterSections sections={sections.slice(FIRST_SCREEN_SECTIONS)} />
    </div>
  );
}
