export { default } from '@/features/rental/details/provider-screen';
