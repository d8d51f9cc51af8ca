// English dictionary: the source of truth for every translation key (the type of every dictionary, and what
// tests compare Arabic against). At runtime the app loads it in parts: ./core.ts with the entry; the catalogue's
// and the rental screens' strings in two parts each, what their first screens show (./catalog.json: a store
// module's home; ./rental.json: the rental home and search, a vehicle's page, the trip checkout) and the rest of the same
// namespace (./catalog-more.json: an item, a store's page, categories' filters, the flash sale;
// ./rental-more.json: the trip cart's dialogs and messages, the search's filters, a provider's page), with the
// screens that show them; ./checkouts.ts with the checkouts, ./help.json (the help page's questions, in every
// language) with the help page, ./deferred.ts with the rest.
import catalogFirst from './catalog.json';
import catalogMore from './catalog-more.json';
import { checkoutsEn } from './checkouts';
import { coreEn } from './core';
import { deferredEn } from './deferred';
import help from './help.json';
import rentalFirst from './rental.json';
import rentalMore from './rental-more.json';

const catalog = { ...catalogFirst, ...catalogMore, store: { ...catalogFirst.store, ...catalogMore.store } };
const rental = { ...rentalFirst, ...rentalMore };

export const en = { ...coreEn, catalog, rental, ...checkoutsEn, ...deferredEn, help };

export type Dictionary = typeof en;
