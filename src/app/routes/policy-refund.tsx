import { PolicyPage } from '@/features/pages/components/policy-page';
import { t } from '@/lib/i18n';

export default function Screen() {
  return <PolicyPage page="refund-policy" title={t('pages.refund')} switchedBy="refund_policy" />;
}
