/** Checkout for the delivery modules' item cart: the cart is empty until items are added from a store. */
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { container } from '@/styles/utils.css';

export default function ItemCheckout() {
  return (
    <div className={container}>
      <EmptyState icon="cart" headingLevel={1} title={t('catalog.cartEmpty')} body={t('catalog.cartEmptyBody')} action={<Link href={paths.home} appearance="primary">{t('common.goHome')}</Link>} />
    </div>
  );
}
