/** The wallet's transaction history (infinite, filtered by kind) and the running bonus offers. */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { walletKeys, type WalletFilter } from './keys';
import { WalletBonusesStruct, WalletPageStruct } from './structs';

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
