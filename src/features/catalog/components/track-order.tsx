/** /track-order for the delivery modules: look an order up by its number. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { TitledScreen } from '@/components/feedback/titled-screen';
import { apiRequest } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useMutation } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { looseId, numberOrZero, text, type } from '@/lib/struct';

const OrderStruct = type({ id: looseId, order_status: text, payment_status: text, order_amount: numberOrZero });

export default function TrackOrder() {
  const [id, setId] = useState('');
  const track = useMutation({
    mutationFn: (orderId: string) => apiRequest('/api/v1/customer/order/track', { query: { order_id: orderId }, struct: OrderStruct, guest: true }),
    meta: { silent: true },
  });
  return (
    <TitledScreen title={t('pages.trackOrder')}>
      <form
        style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (id.trim()) track.mutate(id.trim());
        }}
      >
        <TextField label={t('catalog.orderId')} inputMode="numeric" value={id} onChange={setId} />
        <Button type="submit" isPending={track.isPending}>
          {t('trips.track')}
        </Button>
      </form>
      {track.data ? <p role="status">{t('catalog.orderStatus', { id: track.data.id, status: track.data.order_status })}</p> : null}
      {track.error ? <p role="alert">{errorMessages(track.error).join(' ')}</p> : null}
    </TitledScreen>
  );
}
