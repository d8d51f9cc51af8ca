/**
 * Holds the open food item modal above the lists that show the item cards. A card's own state would
 * lose the modal whenever its list is redrawn under it (a store search answering a moment after the tap,
 * a carousel reshuffling), so cards ask this host to open it instead. A new page closes it.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';

const FoodItemDialog = lazy(() => import('./food-item-dialog'));

interface OpenItem {
  id: number;
  name: string;
}

const OpenItemContext = createContext<((item: OpenItem) => void) | null>(null);

export function ItemDialogHost({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // The page it was opened on: once the customer is elsewhere, it is no longer shown.
  const [opened, setOpened] = useState<{ item: OpenItem; on: string } | null>(null);
  const open = useCallback((item: OpenItem) => setOpened({ item, on: location }), [location]);
  const close = useCallback(() => setOpened(null), []);
  const item = opened?.on === location ? opened.item : null;
  return (
    <OpenItemContext.Provider value={open}>
      {children}
      {item ? (
        <Suspense fallback={null}>
          <FoodItemDialog key={item.id} itemId={item.id} name={item.name} onClose={close} />
        </Suspense>
      ) : null}
    </OpenItemContext.Provider>
  );
}

/** Opens an item's modal in the host, or returns null where no host is mounted (the card then keeps its own). */
export function useOpenItemDialog(): ((item: OpenItem) => void) | null {
  return useContext(OpenItemContext);
}
