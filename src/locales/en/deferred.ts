// English strings of screens and panels that are never on a first screen's critical path: accounts, profile,
// carts, orders, trips, wallet, content pages. A lazy chunk of its own, loaded with the catalogue's
// (./catalog.json), the rental screens' (./rental.json) and the checkouts' (./checkouts.ts) by loadDeferredStrings
// in src/lib/i18n.ts.
import account from './account.json';
import campaigns from './campaigns.json';
import cart from './cart.json';
import coupons from './coupons.json';
import inbox from './inbox.json';
import orders from './orders.json';
import pages from './pages.json';
import parcel from './parcel.json';
import partners from './partners.json';
import profile from './profile.json';
import referral from './referral.json';
import settings from './settings.json';
import trips from './trips.json';
import wallet from './wallet.json';

export const deferredEn = { account, campaigns, cart, coupons, inbox, orders, pages, parcel, partners, profile, referral, settings, trips, wallet };
