// English strings every first screen needs (the landing, the header and its menus, the shared controls). They
// ship with the entry chunk; the rental screens' (./rental.json), the store modules' browsing screens'
// (./catalog.json) and the checkouts' (./checkouts.ts) load beside those screens, the rest (./deferred.ts) beside
// the screens and panels that use it (see src/lib/i18n.ts).
import bootstrap from './bootstrap.json';
import common from './common.json';
import layout from './layout.json';
import offline from './offline.json';
import ui from './ui.json';
import wishlist from './wishlist.json';

export const coreEn = { bootstrap, common, layout, offline, ui, wishlist };
