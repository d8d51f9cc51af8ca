// Arabic dictionary, loaded lazily in its own chunk before the first render. Mirrors ../en key for key (a unit
// test checks it), but for the help page's questions (./help.json), which load with that page only.
import type { Dictionary } from '../en';
import account from './account.json';
import addresses from './addresses.json';
import bootstrap from './bootstrap.json';
import campaigns from './campaigns.json';
import cart from './cart.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import common from './common.json';
import coupons from './coupons.json';
import inbox from './inbox.json';
import itemCheckout from './itemCheckout.json';
import layout from './layout.json';
import offline from './offline.json';
import orders from './orders.json';
import pages from './pages.json';
import parcel from './parcel.json';
import partners from './partners.json';
import profile from './profile.json';
import referral from './referral.json';
import rental from './rental.json';
import settings from './settings.json';
import trips from './trips.json';
import ui from './ui.json';
import wallet from './wallet.json';
import wishlist from './wishlist.json';

export const ar: Omit<Dictionary, 'help'> = { account, addresses, bootstrap, campaigns, cart, catalog, checkout, common, coupons, inbox, itemCheckout, layout, offline, orders, pages, parcel, partners, profile, referral, rental, settings, trips, ui, wallet, wishlist };

