import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog/dialog';
import { t } from '@/lib/i18n';
import { PlaceSearchField, type PickedPlace } from './place-search-field';

/** The dialog behind a place picker: search, plus optional shortcuts. */
export default function PlaceDialog({ title, value, onClose, onPick, shortcuts }: { title: string; value: string; onClose: () => void; onPick: (place: PickedPlace) => void; shortcuts?: (pick: (place: PickedPlace) => void) => ReactNode }) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} size="md">
      <PlaceSearchField label={t('rental.searchPlace')} value={value} onPick={onPick} />
      {shortcuts?.(onPick)}
    </Dialog>
  );
}
