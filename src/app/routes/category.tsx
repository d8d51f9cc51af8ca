import { categoryChildrenOptions } from '@/features/catalog/api/categories';
import { combinedItemsInfiniteOptions } from '@/features/catalog/api/search';
import CategoryScreen from '@/features/catalog/categories/category-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = ({ search }) => {
  const id = Number(search.get('id'));
  return id > 0 ? [categoryChildrenOptions(String(id)), combinedItemsInfiniteOptions({ data_type: 'category', category_ids: [id], filter: [] })] : [];
};

export default CategoryScreen;
