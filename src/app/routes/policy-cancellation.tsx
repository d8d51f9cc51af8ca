import { PolicyPage } from '@/features/pages/components/policy-page';
import { t } from '@/lib/i18n';

export default function Screen() {
  return <PolicyPage page="cancelation" title={t('pages.cancellation')} switchedBy="cancelation_policy" />;
}
