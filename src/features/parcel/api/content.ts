/**
 * What the parcel module shows before an order: its categories (with their rates), the promotional banners,
 * the "how it works" steps, the "why choose us" cards and the delivery instructions a sender picks from.
 */
import { apiRequest } from '@/lib/api-client';
import { queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { parcelKeys } from './keys';
import { InstructionsStruct, ParcelBannersStruct, ParcelCategoriesStruct, VideoContentStruct } from './structs';

export const parcelCategoriesOptions = () =>
  queryOptions({
    queryKey: parcelKeys.categories(),
    queryFn: ({ signal }) => apiRequest('/api/v1/parcel-category', { struct: ParcelCategoriesStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const useParcelCategories = () => useQuery(parcelCategoriesOptions());

export const useParcelBanners = () =>
  useQuery({
    queryKey: parcelKeys.banners(),
    queryFn: ({ signal }) => apiRequest('/api/v1/other-banners', { struct: ParcelBannersStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
    select: (data) => data.banners,
    meta: { silent: true },
  });

export const useHowItWorks = () =>
  useQuery({
    queryKey: parcelKeys.howItWorks(),
    queryFn: ({ signal }) => apiRequest('/api/v1/other-banners/video-content', { struct: VideoContentStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
    meta: { silent: true },
  });

export const useWhyChoose = () =>
  useQuery({
    queryKey: parcelKeys.whyChoose(),
    queryFn: ({ signal }) => apiRequest('/api/v1/other-banners/why-choose', { struct: ParcelBannersStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
    select: (data) => data.banners,
    meta: { silent: true },
  });

export const useInstructions = () =>
  useQuery({
    queryKey: parcelKeys.instructions(),
    queryFn: ({ signal }) => apiRequest('/api/v1/customer/order/parcel-instructions', { query: { limit: 50, offset: 1 }, struct: InstructionsStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
    meta: { silent: true },
  });
