/** Changing the searched trip from a page that shows it as a summary (vehicle details): the trip's fields on a draft. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { t } from '@/lib/i18n';
import { operatorNow } from '@/lib/operator-time';
import { validateSearch, type SearchProblem, type TripSearch } from '../trip-params';
import { getTripSearch, updateTripSearch } from '../trip-search-store';
import { TripFields } from './trip-fields';

export default function TripSearchDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<TripSearch>(getTripSearch);
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('rental.editSearch')}
      size="lg"
      footer={
        <Button
          onPress={() => {
            const found = validateSearch(draft, operatorNow());
            setProblems(found);
            if (found.length > 0) return;
            updateTripSearch(draft);
            onClose();
          }}
        >
          {t('rental.saveTrip')}
        </Button>
      }
    >
      <TripFields value={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} problems={problems} />
    </Dialog>
  );
}
