import CategoriesScreen from '@/features/catalog/categories/categories-screen';

export default CategoriesScreen;
