export { default } from '@/features/rental/details/vehicle-details-screen';
