import { TitledScreen } from '@/components/feedback/titled-screen';
import { InterestPicker } from '@/features/account/components/interest-picker';
import { t } from '@/lib/i18n';

export default function Screen() {
  return (
    <TitledScreen title={t('pages.interest')}>
      <InterestPicker />
    </TitledScreen>
  );
}
