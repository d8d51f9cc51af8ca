import StoreScreen from '@/features/catalog/store/store-screen';

export default StoreScreen;
