import { PolicyPage } from '@/features/pages/components/policy-page';
import { t } from '@/lib/i18n';

export default function Screen() {
  return <PolicyPage page="shipping-policy" title={t('pages.shipping')} switchedBy="shipping_policy" />;
}
