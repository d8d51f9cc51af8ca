/** Categories of interest: the current module's top categories, and saving the customer's picks. */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey, STALE } from '@/lib/query-client';
import { array, looseId, nullable, optional, string, text, type, type Infer } from '@/lib/struct';
import { MessageAnswer } from './auth';

const InterestCategory = type({ id: looseId, name: text, image_full_url: optional(nullable(string())) });
export type InterestCategory = Infer<typeof InterestCategory>;

/** Public catalogue data, scoped by zone, module and language like every persisted list. */
export const interestCategoriesOptions = () =>
  queryOptions({
    queryKey: ['categories', 'interest', scopeKey()],
    queryFn: ({ signal }) => apiRequest('/api/v1/categories', { struct: array(InterestCategory), signal }),
    staleTime: STALE.MINUTES.THIRTY,
    meta: { silent: true },
  });

export const useInterestCategories = () => useQuery(interestCategoriesOptions());

/** The module header tells the server which module the interests belong to. */
export function updateInterest(categoryIds: number[]) {
  return apiRequest('/api/v1/customer/update-interest', { method: 'POST', body: { interest: categoryIds }, struct: MessageAnswer });
}
