import { useEffect, useRef, useState } from 'react';
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { t } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/yield-to-main';
import type { SearchTripType } from '../trip-params';

const TRIP_TYPES = ['hourly', 'day_wise', 'distance'] as const;

/** The customer's next press or key, which must find the trip changed already (a "Save trip" or "Find vehicles"). */
const NEXT_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * The trip type's radios. A tap checks the chosen type at once; the trip changes after that frame is drawn, so
 * what follows it (the fields of that type, the results' prices) renders in a task of its own and a phone shows
 * the choice first. Should the customer press or type again before that (a busy phone holds the frame), the trip
 * changes first, so that press acts on the trip they chose. A newer trip from outside (a saved trip, another tab)
 * is shown as it comes.
 */
export function TripTypeChoice({ value, onChange }: { value: SearchTripType; onChange: (type: SearchTripType) => void }) {
  const [chosen, setChosen] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setChosen(value);
  }
  const apply = useRef<(() => void) | null>(null);
  // Leaving the page with a change not applied yet applies it (the customer chose it).
  useEffect(() => () => apply.current?.(), []);

  const choose = (next: SearchTripType) => {
    setChosen(next);
    apply.current?.();
    const run = () => {
      if (apply.current !== run) return;
      apply.current = null;
      for (const type of NEXT_INPUT) document.removeEventListener(type, run, true);
      onChange(next);
    };
    apply.current = run;
    for (const type of NEXT_INPUT) document.addEventListener(type, run, true);
    void afterNextPaint().then(run);
  };

  return (
    <PlainRadioGroup
      label={t('rental.tripType')}
      orientation="horizontal"
      value={chosen}
      onChange={(type) => choose(type as SearchTripType)}
      options={TRIP_TYPES.map((type) => ({ value: type, label: t(`rental.tripTypes.${type}`) }))}
    />
  );
}
