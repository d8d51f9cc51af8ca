/**
 * Home of a store-based module, laid out as customers of that kind of store expect: a food home leads with
 * cuisines and restaurants nearby; grocery with its aisles and the day's deals; pharmacy with categories,
 * the prescription entry and featured medicines; a shop with brands, the flash sale and new arrivals.
 */
import { useChosenModuleName } from '@/api/modules';
import { useSessionValue } from '@/hooks/use-session';
import { lazyAfterLoad } from '@/lib/after-load';
import { loadCatalogueStrings, t } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { container } from '@/styles/utils.css';
import { paths } from '@/config/paths';
import { BannersSection } from './banners-section';
import type { StoreModuleKind } from './module-kind';
import { CategoriesSection } from './categories-section';
import { SearchBox } from './search-box';
import { StoreRowSection } from './store-row-section';
import * as styles from './home.css';

/*
 * A phone's first screen holds the banners and the first two sections: the server renders those (and the
 * first screen's plan fetches only their answers, common/first-screen/screens.ts). A food home opens with
 * cuisines and restaurants near you, which every kind's home has; the sections only other kinds open with are
 * parts of their own, which those pages preload (`STORE_HOME_PARTS` there), so a food home carries no item
 * cards, flash sale or brands, nor an item's strings. The rest come once the page is quiet
 * (./later-sections.tsx), in a room kept for them so the footer does not move into view and out again.
 */
const ItemRowSection = lazyPart('home:item-row', () => import('./item-row-section').then((module) => ({ default: module.ItemRowSection })), loadCatalogueStrings);
const PrescriptionSection = lazyPart('home:prescription', () => import('./prescription-section').then((module) => ({ default: module.PrescriptionSection })));
const BrandsSection = lazyPart('home:brands', () => import('./brands-section').then((module) => ({ default: module.BrandsSection })), loadCatalogueStrings);
const FlashSaleSection = lazyPart('home:flash-sale', () => import('./flash-sale-section').then((module) => ({ default: module.FlashSaleSection })), loadCatalogueStrings);
const LaterSections = lazyAfterLoad(() => Promise.all([import('./later-sections'), loadCatalogueStrings()]).then(([module]) => module));

function FirstSections({ kind }: { kind: StoreModuleKind }) {
  switch (kind) {
    case 'food':
      return (
        <>
          <CategoriesSection title={t('catalog.home.cuisines')} look="chips" />
          <StoreRowSection id="home-popular-stores" list="popular" title={t('catalog.home.restaurantsNearYou')} href={paths.storesPopular} />
        </>
      );
    case 'grocery':
      return (
        <>
          <CategoriesSection title={t('catalog.home.shopByCategory')} look="tiles" />
          <ItemRowSection id="home-discounted" source="discounted" title={t('catalog.home.todaysDeals')} />
        </>
      );
    case 'pharmacy':
      return (
        <>
          <CategoriesSection title={t('catalog.home.shopByCategory')} look="tiles" />
          <PrescriptionSection />
        </>
      );
    case 'ecommerce':
      return (
        <>
          <BrandsSection />
          <FlashSaleSection />
        </>
      );
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

export default function CatalogHome({ moduleType }: { moduleType: StoreModuleKind }) {
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`catalog.home.title.${moduleType}`)}</h1>
        <DeliveringTo />
        <SearchBox />
      </header>
      <BannersSection />
      <FirstSections kind={moduleType} />
      <div className={styles.laterRoom}>
        <LaterSections moduleType={moduleType} />
      </div>
    </div>
  );
}
