/** The location dialog: change the delivery or pickup location. */
import { Dialog } from '@/components/ui/dialog/dialog';
import { LocationChooser } from '@/features/bootstrap/components/location-chooser';
import { t } from '@/lib/i18n';

export default function LocationDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('bootstrap.changeLocation')} size="md">
      <LocationChooser onChosen={() => onDone()} />
    </Dialog>
  );
}
