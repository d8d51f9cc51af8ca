/**
 * The coupons a customer can use: the signed-in list (`coupon/list`) or, for a guest, the public one
 * (`coupon/list/all`). Both depend on the zone and module headers, so the key carries the scope.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { scopeKey } from '@/lib/query-client';
import { CouponListStruct } from './structs';

export const couponKeys = {
  list: (signedIn: boolean) => ['coupons', 'marketplace', signedIn, scopeKey()] as const,
};

export function getCoupons(signedIn: boolean, signal?: AbortSignal) {
  return apiRequest(signedIn ? '/api/v1/coupon/list' : '/api/v1/coupon/list/all', { struct: CouponListStruct, signal });
}

export const couponsOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: couponKeys.list(signedIn),
    queryFn: ({ signal }) => getCoupons(signedIn, signal),
  });

export const useCoupons = (signedIn: boolean) => useQuery(couponsOptions(signedIn));
