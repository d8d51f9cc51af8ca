/**
 * The wishlist button and drawer: vehicles and providers in the rental module, items and stores in the
 * others (tabs). Opening the drawer needs no sign-in; adding to it does. The drawer's content is loaded
 * when first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Drawer } from '@/components/ui/drawer/drawer';
import { Icon } from '@/components/ui/icon/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useSessionValue } from '@/hooks/use-session';
import { t } from '@/lib/i18n';

const RentalWishlistPanel = lazy(() => import('./rental/panel').then((module) => ({ default: module.RentalWishlistPanel })));
const ItemWishlistPanel = lazy(() => import('./catalog/panel').then((module) => ({ default: module.ItemWishlistPanel })));

/** The wishlist for the current module (also shown on /profile?page=wishlist). */
export function WishlistContent({ onNavigate }: { onNavigate?: () => void }) {
  const module = useSessionValue('module');
  return (
    <Suspense fallback={<Skeleton height="160px" />}>
      {module?.module_type === 'rental' ? <RentalWishlistPanel onNavigate={onNavigate} /> : <ItemWishlistPanel onNavigate={onNavigate} />}
    </Suspense>
  );
}

export function WishlistControl() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button plain variant="ghost" iconOnly aria-label={t('layout.wishlist')} onPress={() => setOpen(true)}>
        <Icon name="heart" />
      </Button>
      <Drawer title={t('layout.wishlist')} isOpen={open} onOpenChange={setOpen}>
        {open ? <WishlistContent onNavigate={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}
