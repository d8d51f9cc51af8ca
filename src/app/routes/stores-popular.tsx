import { storeListInfiniteOptions } from '@/features/catalog/api/stores';
import { PopularStoresScreen } from '@/features/catalog/stores/stores-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = () => [storeListInfiniteOptions('popular')];

export default PopularStoresScreen;
