/** `GET /api/v1/react-landing-page`: footer texts and app links (a 503 when the web licence is off is tolerated). */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey, STALE } from '@/lib/query-client';
import { flag, nullable, optional, string, text, type, type Infer } from '@/lib/struct';

const LandingStruct = type({
  fixed_footer_description: optional(text),
  fixed_newsletter_title: optional(text),
  fixed_newsletter_sub_title: optional(text),
  download_user_app_links: optional(
    nullable(
      type({
        playstore_url_status: optional(flag),
        playstore_url: optional(nullable(string())),
        apple_store_url_status: optional(flag),
        apple_store_url: optional(nullable(string())),
      }),
    ),
  ),
});

export type Landing = Infer<typeof LandingStruct>;

export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'page', scopeKey().lang],
    queryFn: ({ signal }) => apiRequest('/api/v1/react-landing-page', { struct: LandingStruct, signal }),
    staleTime: STALE.HOURS.ONE,
    retry: false,
    meta: { silent: true },
  });

export function useLanding() {
  return useQuery(landingQueryOptions());
}
