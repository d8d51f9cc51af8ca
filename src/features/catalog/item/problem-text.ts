/** The spec's messages for a variation problem and a refused quantity change. */
import { t } from '@/lib/i18n';
import type { IncrementRefusal } from '../rules/quantity';
import type { VariationProblem } from '../rules/variations';

export function problemText(problem: VariationProblem): string {
  if (problem.message === 'required') return t('catalog.item.variationRequired', { name: problem.name });
  if (problem.message === 'between') return t('catalog.item.variationBetween', { name: problem.name, min: problem.min, max: problem.max });
  return t('catalog.item.variationOutOfStock');
}

export function refusalText(refusal: IncrementRefusal): string {
  return refusal === 'outOfStock' ? t('catalog.item.outOfStock') : t('catalog.item.outOfLimits');
}
