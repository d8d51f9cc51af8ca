export { default } from '@/features/rental/trips/my-trips-screen';
