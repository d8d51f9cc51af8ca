import { categoriesOptions } from '@/features/catalog/api/categories';
import CategoriesScreen from '@/features/catalog/categories/categories-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = () => [categoriesOptions()];

export default CategoriesScreen;
