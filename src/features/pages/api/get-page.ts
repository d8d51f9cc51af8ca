/** Policy and about pages: `GET /api/v1/<page>` answers a bare JSON string of HTML for the locale. */
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

export function usePage(page: PageName) {
  return useQuery(pageQueryOptions(page));
}
