/** Quick view of a vehicle in a dialog: photos, provider, name, description, specs, prices, Rent. */
import { Dialog } from '@/components/ui/dialog/dialog';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { plainText, truncateText } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { Vehicle } from '../api/structs';
import { toCartProvider, toCartVehicle } from '../cart/adapters';
import { RentControl } from '../cart/components/rent-control';
import { WishlistHeart } from '@/lib/wishlist/heart';
import { RENTAL_WISHLIST_TOGGLE } from '@/lib/wishlist/rental/toggle-kind';
import { PriceStrip } from './price-strip';
import { SpecChips } from './spec-chips';
import { VehicleGallery } from './vehicle-gallery';

export default function QuickView({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const description = truncateText(plainText(vehicle.description), 200);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={vehicle.name} size="lg">
      <VehicleGallery vehicle={vehicle} />
      {vehicle.provider ? <p>{vehicle.provider.name}</p> : null}
      <p>{description.text}</p>
      <SpecChips vehicle={vehicle} />
      <PriceStrip vehicle={vehicle} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind="vehicle" id={vehicle.id} name={vehicle.name} snapshot={vehicle} />
        <Link href={paths.vehicleDetails(vehicle.id, 'from_search')}>{t('rental.viewDetails')}</Link>
        <RentControl vehicle={toCartVehicle(vehicle)} provider={toCartProvider(vehicle)} />
      </div>
    </Dialog>
  );
}
