/** /coupons: the coupons feature's screen. */
import { CouponsScreen } from '@/features/coupons/components/coupons-screen';

export default function Screen() {
  return <CouponsScreen />;
}
