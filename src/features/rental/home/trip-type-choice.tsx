import { useState } from 'react';
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { t } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/yield-to-main';
import type { SearchTripType } from '../trip-params';

const TRIP_TYPES = ['hourly', 'day_wise', 'distance'] as const;

/**
 * The trip type's radios. A tap checks the chosen type at once; the trip changes after that frame is drawn, so
 * what follows it (the fields of that type, the results' prices) renders in a task of its own and a phone shows
 * the choice first. A newer trip from outside (a saved trip, another tab) is shown as it comes.
 */
export function TripTypeChoice({ value, onChange }: { value: SearchTripType; onChange: (type: SearchTripType) => void }) {
  const [chosen, setChosen] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setChosen(value);
  }
  return (
    <PlainRadioGroup
      label={t('rental.tripType')}
      orientation="horizontal"
      value={chosen}
      onChange={(type) => {
        const next = type as SearchTripType;
        setChosen(next);
        void afterNextPaint().then(() => onChange(next));
      }}
      options={TRIP_TYPES.map((type) => ({ value: type, label: t(`rental.tripTypes.${type}`) }))}
    />
  );
}
