/** Seeds a new database with the whole demo marketplace, deterministically, in one transaction. */
import type { Db } from '../connection';
import { seedCatalog } from './catalog';
import { seedCustomers } from './customers';
import { seedRentalBannersAndCoupons, seedRentalReviews } from './rental-extras';
import { seedProviders } from './rental-providers';
import { seedVehicles } from './rental-vehicles';
import { seedSettings } from './settings';
import { seedZonesAndModules } from './zones-modules';

export function seedDatabase(db: Db): void {
  db.transaction(() => {
    seedSettings(db);
    seedZonesAndModules(db);
    seedCustomers(db);
    seedCatalog(db);
    seedProviders(db);
    const vehicles = seedVehicles(db);
    seedRentalReviews(db, vehicles);
    seedRentalBannersAndCoupons(db);
  })();
}
