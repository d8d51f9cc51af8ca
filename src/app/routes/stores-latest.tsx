import { STORE_PAGE_SIZE, storeListOptions } from '@/features/catalog/api/stores';
import { LatestStoresScreen } from '@/features/catalog/stores/stores-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = () => [storeListOptions('latest', {}, STORE_PAGE_SIZE)];

export default LatestStoresScreen;
