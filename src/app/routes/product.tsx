import ProductScreen from '@/features/catalog/item/product-screen';

export default ProductScreen;
