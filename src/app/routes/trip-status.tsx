export { default } from '@/features/rental/trips/trip-status-screen';
