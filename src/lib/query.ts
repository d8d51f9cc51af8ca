// TanStack Query for features: the hooks and helpers they use, re-exported so the library has one door.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
export type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  InfiniteData,
  QueryKey,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
