import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider } from '@/session';
import { createQueryClient } from './query-client';
import { ShopperProductActions } from './routes/product-actions';

/** Everything every page relies on: the query cache, toasts, who is signed in and what a card can do. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthProvider>
          <ShopperProductActions>{children}</ShopperProductActions>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
