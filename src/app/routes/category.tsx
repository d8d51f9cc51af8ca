import CategoryScreen from '@/features/catalog/categories/category-screen';

export default CategoryScreen;
