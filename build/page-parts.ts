/**
 * The parts every page loads after its first screen, whatever the route, which the build plans as two more
 * "screens" beside the first screens (common/first-screen/screens.ts), so the modules they share with a first
 * screen are grouped apart from that screen's own (build/chunk-plan.ts).
 */

/**
 * What every page loads once its first screen has been taken over: the outbox, the carts' and wishlist's syncs
 * and the carts' dialogs. Planned as one more "screen", so the modules they share with a first screen (the local
 * database, the carts' storage) are grouped apart from that screen's own: a page loads them without the
 * checkout's forms, which used to come along because they shared a file with the database.
 */
export const AFTER_START_SOURCES = [
  'src/app/deferred-services.tsx',
  'src/features/rental/cart/cart-sync.tsx',
  'src/features/item-cart/cart-sync.tsx',
  'src/lib/wishlist/module-sync.tsx',
  'src/features/rental/cart/components/cart-dialogs.tsx',
  'src/features/item-cart/components/cart-dialogs.tsx',
] as const;

/**
 * The parts every page loads once it has loaded and gone quiet (`lazyAfterLoad`): the header's account, cart and
 * wishlist controls and its "Install app" (shown only once the browser offers it), the footer, the toasts. Their files name no preloads: what they import is nearly all on
 * the page by then, and the page's preload helper appending a link per import took one task of 15–35 ms on
 * the bench machine; the browser asks for any import still missing as it reads the part's file. Planned as one
 * more "screen" too, so they load only the modules they use: unplanned, they shared the item checkout's file
 * (its select, number field and forms, about 60 KB gzip) and evaluated it on every page.
 */
export const AFTER_LOAD_PARTS = ['src/app/layout/header-actions.tsx', 'src/app/layout/install-button.tsx', 'src/app/layout/footer.tsx', 'src/components/ui/toast/toast.tsx'] as const;

/**
 * What a page shows below its first screen, loaded once that page has gone quiet (`lazyAfterLoad`): planned
 * as screens of their own that load after a first screen, so their modules are grouped by the pages that use
 * them and weigh down no first screen that does not (unplanned, the rental home's vehicle cards joined the
 * product page's files).
 */
export const PAGE_LATER_PARTS = {
  rentalHomeLater: ['src/features/rental/home/later-sections.tsx'],
  storeHomeLater: ['src/features/catalog/home/later-sections.tsx'],
  vehicleDetailsLater: ['src/features/rental/details/vehicle-reviews.tsx', 'src/features/rental/details/more-from-provider.tsx'],
  productLater: ['src/features/catalog/item/related-items.tsx'],
} as const;

/**
 * What a page renders only in the browser, right after the takeover (the server's page keeps its room): the
 * trip search, which shows the customer's own pickup. Planned as a screen that loads after a first screen too:
 * unplanned, its native radio group sat in the item checkout's file, which the rental home and the vehicle search then loaded and
 * evaluated whole (16 KB gzip) while it was being taken over.
 */
export const PAGE_CLIENT_PARTS = {
  tripSearchPanel: ['src/features/rental/home/trip-search-panel.tsx'],
} as const;
