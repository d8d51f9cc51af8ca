/**
 * Policy and about pages: `GET /api/v1/<page>` answers a bare JSON string of the page's HTML in the language
 * of `X-localization` (an empty string when the operator wrote none). Kept with the landing data, which the
 * app stores for offline use.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey, STALE } from '@/lib/query-client';
import { string } from '@/lib/struct';

export type PageName = 'about-us' | 'privacy-policy' | 'terms-and-conditions' | 'refund-policy' | 'shipping-policy' | 'cancelation';

export const pageQueryOptions = (page: PageName) =>
  queryOptions({
    queryKey: ['landing', 'page-content', page, scopeKey().lang],
    queryFn: ({ signal }) => apiRequest(`/api/v1/${page}`, { struct: string(), signal }),
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });

export function usePage(page: PageName, enabled = true) {
  return useQuery({ ...pageQueryOptions(page), enabled });
}
