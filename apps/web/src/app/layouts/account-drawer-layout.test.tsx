import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { mockFetch } from '../../test/render.tsx';
import type { AccountOutletContext } from './account-outlet.ts';
import { AccountDrawerLayout } from './account-drawer-layout.tsx';

function OpenNavigation() {
  const context: AccountOutletContext = { navigationOpen: true, closeNavigation: () => {} };
  return <Outlet context={context} />;
}

describe('AccountDrawerLayout', () => {
  it("names the phone's navigation drawer, which opens as a dialog", async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const router = createMemoryRouter(
      [
        {
          element: <OpenNavigation />,
          children: [
            {
              element: <AccountDrawerLayout />,
              children: [{ path: '/acc-1/overview', element: <p>Overview</p> }],
            },
          ],
        },
      ],
      { initialEntries: ['/acc-1/overview'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });
});
