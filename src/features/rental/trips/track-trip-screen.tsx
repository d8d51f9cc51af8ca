/** /track-order for rental ("Track Trip"): enter a trip number to open its status. */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

export default function TrackTripScreen() {
  const [, navigate] = useLocation();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <TitledScreen title={t('trips.trackTitle')}>
      <p>{t('trips.trackIntro')}</p>
      <form
        style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          const number = Number(id.trim().replace(/^#/, ''));
          if (!Number.isInteger(number) || number <= 0) {
            setError(t('checkout.contactRequired'));
            return;
          }
          navigate(paths.tripStatus(number));
        }}
      >
        <TextField label={t('trips.tripId')} inputMode="numeric" value={id} onChange={setId} errorMessage={error} />
        <Button type="submit">{t('trips.track')}</Button>
      </form>
    </TitledScreen>
  );
}
