// English dictionary: the source of truth for every translation key (the type of every dictionary, and what
// tests compare Arabic against). At runtime the app loads it in three parts: ./core.ts
// with the entry, ./catalog.json with the store-based modules' browsing screens, ./deferred.ts with the rest.
import catalog from './catalog.json';
import { coreEn } from './core';
import { deferredEn } from './deferred';

export const en = { ...coreEn, catalog, ...deferredEn };

export type Dictionary = typeof en;
