import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationFocus } from './navigation-focus.tsx';

/** Two pages in one layout: a link that stays (the drawer's) and one that goes with its page. */
function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/b">Drawer link to B</Link>
            </nav>
            <main>
              <Outlet />
            </main>
            <NavigationFocus />
          </>
        ),
        children: [
          {
            path: '/a',
            element: (
              <>
                <h1>Page A</h1>
                <Link to="/b">Open page B</Link>
              </>
            ),
          },
          { path: '/b', element: <h1>Page B</h1> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

describe('NavigationFocus', () => {
  it("puts the keyboard on the new page's heading when the pressed link went with the old page", async () => {
    const user = userEvent.setup();
    renderPages();
    // The first page is left as it loads: nothing is moved.
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Open page B' }));
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus on a link that stayed', async () => {
    const user = userEvent.setup();
    renderPages();
    const drawerLink = screen.getByRole('link', { name: 'Drawer link to B' });
    await user.click(drawerLink);
    await screen.findByRole('heading', { name: 'Page B' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(drawerLink).toHaveFocus();
  });
});
