/** Loyalty-point history (infinite) and converting points to wallet money. */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query';
import { loyaltyKeys } from './keys';
import { LoyaltyPageStruct, TransferAnswerStruct } from './structs';

export const LOYALTY_PAGE_SIZE = 10;

export const loyaltyTransactionsOptions = () =>
  infiniteQueryOptions({
    queryKey: loyaltyKeys.transactions(),
    queryFn: ({ pageParam, signal }) => apiRequest('/api/v1/customer/loyalty-point/transactions', { query: { offset: pageParam, limit: LOYALTY_PAGE_SIZE }, struct: LoyaltyPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.data.length > 0 && page * LOYALTY_PAGE_SIZE < last.total_size ? page + 1 : undefined),
  });

export const useLoyaltyTransactions = () => useInfiniteQuery(loyaltyTransactionsOptions());

/**
 * Converts points to wallet money; resolves with the server's message. The backend answers some refusals
 * with HTTP 203 and an `errors` list; the API client treats an error envelope on a success status as an
 * error, so the customer is never told a transfer happened that did not.
 */
export async function transferPoints(point: number): Promise<string> {
  const answer = await apiRequest('/api/v1/customer/loyalty-point/point-transfer', { method: 'POST', body: { point }, struct: TransferAnswerStruct });
  return answer.message;
}
