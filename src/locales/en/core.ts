// English strings every first screen needs (landing, home, search, vehicle and provider pages, the header and
// its menus). They ship with the entry chunk; the rest of English is in ./deferred.ts, loaded beside the
// screens and panels that use it (see loadDeferredStrings in src/lib/i18n.ts).
import bootstrap from './bootstrap.json';
import common from './common.json';
import layout from './layout.json';
import offline from './offline.json';
import rental from './rental.json';
import ui from './ui.json';
import wishlist from './wishlist.json';

export const coreEn = { bootstrap, common, layout, offline, rental, ui, wishlist };
