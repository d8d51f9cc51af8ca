import type { QueryClient } from '@/lib/query';
import { ItemDialogHost } from '@/features/catalog/item/item-dialog-host';
import { ItemCartActionsProvider } from './item-cart-provider';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ serverClient }: { serverClient?: QueryClient }) {
  return (
    <Providers serverClient={serverClient}>
      <ItemCartActionsProvider>
        <ItemDialogHost>
          <AppRoutes />
        </ItemDialogHost>
      </ItemCartActionsProvider>
    </Providers>
  );
}
