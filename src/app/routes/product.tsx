import { itemDetailsOptions } from '@/features/catalog/api/items';
import ProductScreen from '@/features/catalog/item/product-screen';
import type { RoutePrefetch } from './route-prefetch';

export const prefetch: RoutePrefetch = ({ params }) => (params.id ? [itemDetailsOptions(params.id)] : []);

export default ProductScreen;
