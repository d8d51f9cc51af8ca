import { ItemCartActionsProvider } from './item-cart-provider';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <Providers>
      <ItemCartActionsProvider>
        <AppRoutes />
      </ItemCartActionsProvider>
    </Providers>
  );
}
