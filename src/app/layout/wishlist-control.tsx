/**
 * The wishlist button and drawer: vehicles and providers for the rental module (tabs). Opening the drawer
 * needs no sign-in; adding to it does.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Drawer } from '@/components/ui/drawer/drawer';
import { Icon } from '@/components/ui/icon/icon';
import { RentalWishlistPanel } from '@/features/rental/wishlist/wishlist-panel';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';

export function WishlistControl() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.module?.module_type !== 'rental') return null;
  return (
    <>
      <Button variant="ghost" iconOnly aria-label={t('layout.wishlist')} onPress={() => setOpen(true)}>
        <Icon name="heart" />
      </Button>
      <Drawer title={t('layout.wishlist')} isOpen={open} onOpenChange={setOpen}>
        <RentalWishlistPanel onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
