/** /interest: categories of interest for the current module (vehicle categories in the rental module). */
import { TitledScreen } from '@/components/feedback/titled-screen';
import { useInterestCategories } from '@/features/account/api/interest';
import { InterestPicker } from '@/features/account/components/interest-picker';
import { useVehicleCategories } from '@/features/rental/api/catalog';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';

function RentalInterest() {
  return <InterestPicker categories={useVehicleCategories()} />;
}

function ItemInterest() {
  return <InterestPicker categories={useInterestCategories()} />;
}

export default function Screen() {
  const session = useSession();
  return <TitledScreen title={t('pages.interest')}>{session.module?.module_type === 'rental' ? <RentalInterest /> : <ItemInterest />}</TitledScreen>;
}
