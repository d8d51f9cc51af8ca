/**
 * Seeds a new database with the whole demo marketplace, deterministically (no randomness beyond fixed-seed
 * generators; the only time it reads is `now`, the day running offers are laid out around), in one
 * transaction. Order matters: later seeds refer to earlier rows.
 */
import type { Db } from '../connection';
import { seedAutomatedMessages } from './automated-messages';
import { seedCatalog } from './catalog';
import { seedCatalogOffers } from './catalog-offers';
import { seedCatalogPromotions } from './catalog-promotions';
import { seedCatalogReviews } from './catalog-reviews';
import { seedCustomerHistory } from './customer-history';
import { seedCustomerPages } from './customer-pages';
import { seedCustomers } from './customers';
import { seedOrderSupport } from './orders';
import { seedParcel } from './parcel';
import { seedRentalBannersAndCoupons, seedRentalReviews } from './rental-extras';
import { seedProviders } from './rental-providers';
import { seedVehicles } from './rental-vehicles';
import { SETTINGS, seedSettings } from './settings';
import { seedCalendar } from './time';
import { seedZonesAndModules } from './zones-modules';

export function seedDatabase(db: Db, now: Date = new Date()): void {
  const calendar = seedCalendar(now, String(SETTINGS.timezone));
  db.transaction(() => {
    seedSettings(db);
    seedZonesAndModules(db);
    seedCustomers(db);
    seedCatalog(db, calendar);
    seedParcel(db);
    seedCatalogPromotions(db, calendar);
    seedCatalogOffers(db, calendar);
    seedCatalogReviews(db, calendar);
    seedCustomerHistory(db);
    seedOrderSupport(db);
    seedProviders(db);
    const vehicles = seedVehicles(db);
    seedRentalReviews(db, vehicles);
    seedRentalBannersAndCoupons(db);
    seedCustomerPages(db);
    seedAutomatedMessages(db);
  })();
}
