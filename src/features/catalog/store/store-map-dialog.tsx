/** The store's location on a map, with its address. */
import { Dialog } from '@/components/ui/dialog/dialog';
import { MapView } from '@/components/ui/map/map';
import { t } from '@/lib/i18n';
import type { StoreDetails } from '../api/store-structs';

export default function StoreMapDialog({ store, onClose }: { store: StoreDetails; onClose: () => void }) {
  const center = { lat: store.latitude ?? 0, lng: store.longitude ?? 0 };
  return (
    <Dialog title={store.name} isOpen onOpenChange={(open) => (open ? undefined : onClose())} size="lg">
      <p>{store.address}</p>
      <MapView label={t('catalog.store.mapLabel', { name: store.name })} center={center} zoom={16} height={348} markers={[{ id: 'store', label: store.name, ...center }]} />
    </Dialog>
  );
}
