import { TitledScreen } from '@/components/feedback/titled-screen';
import { t } from '@/lib/i18n';

export default function Screen() {
  return <TitledScreen title={t('pages.interest')} />;
}
