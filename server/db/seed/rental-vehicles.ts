/**
 * Vehicle categories, brands and 48 vehicles across the six providers with mixed trip types, prices,
 * discounts and 1–5 physical units each; a few units are busy on long trips so free counts differ.
 */
import type { Db } from '../connection';
import { seeded, SEED_TIME, seedTime, slugify } from './time';

export const VEHICLE_CATEGORIES = [
  [1, 'Sedan', 'سيدان'],
  [2, 'SUV', 'دفع رباعي'],
  [3, 'Luxury', 'فاخرة'],
  [4, 'Van', 'فان'],
  [5, 'Economy', 'اقتصادية'],
  [6, 'Electric', 'كهربائية'],
  [7, 'Pickup', 'بيك أب'],
] as const;

export const VEHICLE_BRANDS = [
  [1, 'Toyota'],
  [2, 'Nissan'],
  [3, 'Hyundai'],
  [4, 'Kia'],
  [5, 'BMW'],
  [6, 'Mercedes-Benz'],
  [7, 'Tesla'],
  [8, 'Ford'],
  [9, 'Lexus'],
  [10, 'Mitsubishi'],
  [11, 'Chevrolet'],
] as const;

type Trip = 'h' | 'd' | 'w';
/** [brandId, model, categoryId, type, seats, fuel, transmission, ac, trips, hourly, perKm, perDay] */
type Model = [number, string, number, string, number, string, string, 0 | 1, Trip[], number, number, number];

const MODELS: Model[] = [
  [1, 'Corolla', 1, 'affordable', 5, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 45, 2.5, 180],
  [1, 'Camry', 1, 'family', 5, 'petrol', 'automatic', 1, ['h', 'd'], 60, 3, 0],
  [1, 'Land Cruiser', 2, 'luxury', 7, 'petrol', 'automatic', 1, ['h', 'w'], 180, 0, 950],
  [1, 'Hiace', 4, 'full_size', 14, 'diesel', 'manual', 1, ['d', 'w'], 0, 6, 600],
  [1, 'Yaris', 5, 'compact', 4, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 35, 2, 150],
  [2, 'Sunny', 5, 'affordable', 5, 'petrol', 'automatic', 1, ['h', 'd'], 32, 2, 0],
  [2, 'Patrol', 2, 'luxury', 7, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 170, 9, 900],
  [2, 'Urvan', 4, 'full_size', 12, 'diesel', 'manual', 0, ['d'], 0, 5, 0],
  [3, 'Elantra', 1, 'family', 5, 'petrol', 'automatic', 1, ['h', 'w'], 48, 0, 190],
  [3, 'Tucson', 2, 'family', 5, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 75, 3.5, 320],
  [3, 'Ioniq 5', 6, 'executives', 5, 'electric', 'automatic', 1, ['h', 'd'], 90, 3, 0],
  [4, 'Picanto', 5, 'compact', 4, 'petrol', 'manual', 0, ['h'], 30, 0, 0],
  [4, 'Carnival', 4, 'family', 8, 'petrol', 'automatic', 1, ['h', 'w'], 110, 0, 480],
  [4, 'EV6', 6, 'executives', 5, 'electric', 'automatic', 1, ['h', 'd', 'w'], 95, 3.5, 420],
  [5, 'X5', 2, 'luxury', 5, 'petrol', 'automatic', 1, ['h', 'w'], 260, 0, 1300],
  [5, '5 Series', 3, 'executives', 5, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 220, 9, 1100],
  [6, 'S-Class', 3, 'luxury', 4, 'petrol', 'automatic', 1, ['h', 'w'], 380, 0, 2200],
  [6, 'V-Class', 4, 'executives', 7, 'diesel', 'automatic', 1, ['h', 'd'], 240, 10, 0],
  [6, 'G 63', 3, 'luxury', 5, 'octan', 'automatic', 1, ['w'], 0, 0, 2500],
  [7, 'Model 3', 6, 'executives', 5, 'electric', 'automatic', 1, ['h', 'd', 'w'], 120, 4, 560],
  [7, 'Model Y', 6, 'family', 5, 'electric', 'automatic', 1, ['h', 'w'], 140, 0, 640],
  [8, 'Ranger', 7, 'full_size', 5, 'diesel', 'manual', 1, ['h', 'd', 'w'], 85, 4, 380],
  [8, 'Mustang', 3, 'luxury', 4, 'petrol', 'automatic', 1, ['h', 'd'], 200, 8, 0],
  [9, 'ES 350', 3, 'executives', 5, 'petrol', 'automatic', 1, ['h', 'd', 'w'], 190, 7, 900],
  [10, 'Attrage', 5, 'affordable', 5, 'petrol', 'continuously_variable', 1, ['d', 'w'], 0, 1.8, 130],
  [10, 'Pajero', 2, 'family', 7, 'diesel', 'semi_automatic', 1, ['h', 'd', 'w'], 95, 4.5, 420],
  [11, 'Tahoe', 2, 'full_size', 8, 'petrol', 'automatic', 1, ['h', 'd'], 160, 8, 0],
  [11, 'Spark', 5, 'compact', 4, 'petrol', 'dual_clutch', 0, ['h', 'd'], 28, 1.5, 0],
];

/** Which provider carries which models (model index into MODELS). */
const FLEETS: Record<number, number[]> = {
  101: [0, 1, 2, 5, 9, 21, 25, 4, 23],
  102: [0, 6, 9, 12, 13, 19, 22, 26, 11],
  103: [14, 15, 16, 17, 18, 23, 22],
  104: [10, 13, 19, 20, 0, 4, 24],
  105: [3, 7, 12, 17, 25, 26, 1],
  106: [4, 5, 11, 24, 27, 0, 8, 21, 9],
};

export interface SeededVehicle {
  id: number;
  providerId: number;
  units: number[];
}

export function seedVehicles(db: Db): SeededVehicle[] {
  const random = seeded(20250115);
  const category = db.prepare('INSERT INTO vehicle_categories (id, name, name_ar) VALUES (?, ?, ?)');
  for (const [id, name, nameAr] of VEHICLE_CATEGORIES) category.run(id, name, nameAr);
  const brand = db.prepare('INSERT INTO vehicle_brands (id, name) VALUES (?, ?)');
  for (const [id, name] of VEHICLE_BRANDS) brand.run(id, name);

  const insert = db.prepare(
    `INSERT INTO vehicles (id, provider_id, brand_id, category_id, name, slug, description, model, type, engine_capacity, engine_power, seating_capacity,
       air_condition, fuel_type, transmission_type, trip_hourly, hourly_price, trip_distance, distance_price, trip_day_wise, day_wise_price,
       discount_type, discount_price, tag, new_tag, images_count, total_trip, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const unit = db.prepare(
    'INSERT INTO vehicle_identities (id, vehicle_id, provider_id, vin_number, license_plate_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const vehicles: SeededVehicle[] = [];
  let vehicleId = 1;
  let unitId = 1;
  for (const [providerText, fleet] of Object.entries(FLEETS)) {
    const providerId = Number(providerText);
    for (const modelIndex of fleet) {
      const model = MODELS[modelIndex];
      if (!model) continue;
      const [brandId, modelName, categoryId, type, seats, fuel, transmission, ac, trips, hourly, perKm, perDay] = model;
      const brandName = VEHICLE_BRANDS.find(([id]) => id === brandId)?.[1] ?? '';
      const year = 2020 + Math.floor(random() * 5);
      const name = `${brandName} ${modelName} ${year}`;
      const priceFactor = 0.9 + Math.round(random() * 4) * 0.05;
      const discountRoll = random();
      const discountType = discountRoll < 0.3 ? 'percent' : 'amount';
      const discountPrice = discountRoll < 0.3 ? [5, 10, 15][Math.floor(random() * 3)] ?? 10 : discountRoll < 0.45 ? [5, 10, 15][Math.floor(random() * 3)] ?? 10 : 0;
      // Prices vary a little per provider, within the catalogue's bounds (AED per hour, per km, per day).
      const price = (value: number, [low, high]: [number, number]) => Math.min(high, Math.max(low, Math.round(value * priceFactor * 100) / 100));
      insert.run(
        vehicleId,
        providerId,
        brandId,
        categoryId,
        name,
        `${slugify(name)}-${vehicleId}`,
        `<p>The ${name} is ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type.replace('_', ' ')} ${ac ? 'air-conditioned' : 'non-AC'} vehicle with ${seats} seats, ${transmission.replace(/_/g, ' ')} transmission and a ${fuel} engine. Serviced before every rental, with roadside assistance included.</p>`,
        modelName,
        type,
        String(1200 + Math.floor(random() * 30) * 100),
        String(90 + Math.floor(random() * 40) * 10),
        String(seats),
        ac,
        fuel,
        transmission,
        trips.includes('h') ? 1 : 0,
        trips.includes('h') ? price(hourly, [30, 400]) : 0,
        trips.includes('d') ? 1 : 0,
        trips.includes('d') ? price(perKm, [2, 15]) : 0,
        trips.includes('w') ? 1 : 0,
        trips.includes('w') ? price(perDay, [150, 2500]) : 0,
        discountType,
        discountPrice,
        [type, ac ? 'ac' : 'non-ac', fuel].join(','),
        random() < 0.25 ? 1 : 0,
        2 + Math.floor(random() * 3),
        Math.floor(random() * 60),
        vehicleId === 48 ? 0 : 1,
        seedTime(vehicleId * 37),
        SEED_TIME,
      );
      const unitCount = 1 + Math.floor(random() * 5);
      const units: number[] = [];
      for (let u = 0; u < unitCount; u++) {
        unit.run(unitId, vehicleId, providerId, `VIN${String(100000 + unitId * 7919).slice(0, 6)}${vehicleId}`, `DXB-${String.fromCharCode(65 + (unitId % 26))}-${1000 + unitId * 17}`, SEED_TIME, SEED_TIME);
        units.push(unitId);
        unitId += 1;
      }
      vehicles.push({ id: vehicleId, providerId, units });
      vehicleId += 1;
    }
  }
  // Long trips keep some units busy (an end time far away), so "vehicles available" is lower than the fleet.
  const busy = db.prepare(
    'INSERT INTO trip_vehicle_details (vehicle_id, vehicle_identity_id, is_completed, estimated_trip_end_time, created_at) VALUES (?, ?, 0, ?, ?)',
  );
  for (const vehicle of vehicles) {
    if (vehicle.id % 6 === 0 && vehicle.units.length > 1) busy.run(vehicle.id, vehicle.units[0], '2099-12-31 23:00:00', SEED_TIME);
    if (vehicle.id === 17 || vehicle.id === 30) for (const unitIdBusy of vehicle.units) busy.run(vehicle.id, unitIdBusy, '2099-12-31 23:00:00', SEED_TIME);
  }
  return vehicles;
}
