export { default } from '@/features/rental/details/providers-screen';
