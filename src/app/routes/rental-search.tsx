export { default } from '@/features/rental/search/vehicle-search-screen';
