// English dictionary: the source of truth for every translation key (the type of every dictionary, and what
// tests compare Arabic against). At runtime the app loads it in four parts: ./core.ts with the entry, ./rental.json
// with the rental screens, ./catalog.json with the store-based modules' browsing screens, ./deferred.ts with the rest.
import catalog from './catalog.json';
import { coreEn } from './core';
import { deferredEn } from './deferred';
import rental from './rental.json';

export const en = { ...coreEn, catalog, rental, ...deferredEn };

export type Dictionary = typeof en;
