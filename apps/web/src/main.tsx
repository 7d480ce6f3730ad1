import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { createQueryClient } from './api/query-client.ts';
import { prefetchOwnerArea } from './app/boot-prefetch.ts';
import { ownerLocaleReady } from './lib/i18n/owner-i18n.ts';

const queryClient = createQueryClient();
// Before the router and the first render: the owner area's reads start beside the app's own start.
prefetchOwnerArea(queryClient, window.location);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A Spanish owner's catalogue loads beside the reads above; the first render waits for it.
void ownerLocaleReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
