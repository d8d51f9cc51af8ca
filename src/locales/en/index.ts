// English dictionary: the source of truth for every translation key (the type of every dictionary, and what
// tests compare Arabic against). At runtime the app loads it in six parts: ./core.ts with the entry, ./rental.json
// with the rental screens, ./catalog.json with the store-based modules' browsing screens, ./checkouts.ts with the
// checkouts, ./help.json (the help page's questions, in every language) with the help page, ./deferred.ts with
// the rest.
import catalog from './catalog.json';
import { checkoutsEn } from './checkouts';
import { coreEn } from './core';
import { deferredEn } from './deferred';
import help from './help.json';
import rental from './rental.json';

export const en = { ...coreEn, catalog, rental, ...checkoutsEn, ...deferredEn, help };

export type Dictionary = typeof en;
