import { PopularStoresScreen } from '@/features/catalog/stores/stores-screen';

export default PopularStoresScreen;
