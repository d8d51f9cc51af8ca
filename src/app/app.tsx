import { ItemDialogHost } from '@/features/catalog/item/item-dialog-host';
import { ItemCartActionsProvider } from './item-cart-provider';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <Providers>
      <ItemCartActionsProvider>
        <ItemDialogHost>
          <AppRoutes />
        </ItemDialogHost>
      </ItemCartActionsProvider>
    </Providers>
  );
}
