import { storeItemsInfiniteOptions } from '@/features/catalog/api/items';
import { storeDetailsOptions } from '@/features/catalog/api/stores';
import StoreScreen from '@/features/catalog/store/store-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = ({ params }) => (params.id ? [storeDetailsOptions(params.id), storeItemsInfiniteOptions({ storeId: params.id, categoryId: 0 })] : []);

export default StoreScreen;
