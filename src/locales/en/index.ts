// English dictionary: the source of truth for every translation key (the type of every dictionary, and what
// tests compare Arabic against). At runtime the app loads it in two parts, ./core.ts and ./deferred.ts.
import { coreEn } from './core';
import { deferredEn } from './deferred';

export const en = { ...coreEn, ...deferredEn };

export type Dictionary = typeof en;
