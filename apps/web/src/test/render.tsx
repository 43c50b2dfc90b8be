import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';

/**
 * Renders `ui` with the app's providers, a fresh query cache (no retries) and a router at `path`.
 * `dataRouter` uses a data router, as the app does, for what needs one (`useBlocker`).
 */
export function renderWithProviders(ui: ReactElement, { path = '/', dataRouter = false }: { path?: string; dataRouter?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = dataRouter ? createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }) : null;
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        {router ? <RouterProvider router={router} /> : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
      </AppProviders>,
    ),
  };
}
