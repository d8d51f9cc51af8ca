/**
 * Arabic for the few fixed words items carry as lists (allergens and nutrition facts), which the seed and an
 * operator write in English. A word without an Arabic stays as written.
 */
import type { Scope } from './scope';

const TERMS_AR: Record<string, string> = {
  Gluten: 'غلوتين',
  Sesame: 'سمسم',
  Milk: 'حليب',
  Egg: 'بيض',
  Soy: 'صويا',
  Nuts: 'مكسرات',
  Peanuts: 'فول سوداني',
  Fish: 'سمك',
  Shellfish: 'قشريات',
  Protein: 'بروتين',
  Carbohydrates: 'كربوهيدرات',
  Fibre: 'ألياف',
  'Omega-3': 'أوميغا ٣',
};

export const localisedTerm = (scope: Pick<Scope, 'ar'>, term: string) => (scope.ar ? (TERMS_AR[term] ?? term) : term);
