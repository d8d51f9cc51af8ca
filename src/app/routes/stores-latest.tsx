import { LatestStoresScreen } from '@/features/catalog/stores/stores-screen';

export default LatestStoresScreen;
