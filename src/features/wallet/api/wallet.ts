/** The wallet's transaction history (infinite, filtered by kind) and the running bonus offers. */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { walletKeys, type WalletFilter } from './keys';
import { AddFundAnswerStruct, WalletBonusesStruct, WalletPageStruct } from './structs';

export const WALLET_PAGE_SIZE = 10;

export function getWalletTransactions(filter: WalletFilter, offset: number, signal?: AbortSignal) {
  return apiRequest('/api/v1/customer/wallet/transactions', { query: { offset, limit: WALLET_PAGE_SIZE, type: filter }, struct: WalletPageStruct, signal });
}

export const walletTransactionsOptions = (filter: WalletFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) => getWalletTransactions(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.data.length > 0 && page * WALLET_PAGE_SIZE < last.total_size ? page + 1 : undefined),
  });

export const useWalletTransactions = (filter: WalletFilter) => useInfiniteQuery(walletTransactionsOptions(filter));

export const walletBonusesOptions = () =>
  queryOptions({
    queryKey: walletKeys.bonuses(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/wallet/bonuses', { struct: WalletBonusesStruct, signal }),
  });

export const useWalletBonuses = () => useQuery(walletBonusesOptions());

/**
 * Starts adding `amount` to the wallet with a gateway; resolves with the payment page's address. The
 * payment page sends the browser back to `callback` with the outcome (see add-fund-return.ts).
 */
export async function startAddFund(amount: number, gateway: string, callback: string): Promise<string | null> {
  const answer = await apiRequest('/api/v1/customer/wallet/add-fund', {
    method: 'POST',
    body: { amount, payment_method: gateway, callback, payment_platform: 'web' },
    struct: AddFundAnswerStruct,
  });
  return answer.redirect_link === false ? null : answer.redirect_link;
}
