import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, lazy, Suspense, useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationFocus } from './navigation-focus.tsx';

/** A page whose code arrives when the test says so, as a lazy route's chunk does. */
let loadLazyPage: () => void = () => undefined;
const LazyPage = lazy(
  () =>
    new Promise<{ default: () => ReactNode }>((resolve) => {
      loadLazyPage = () => resolve({ default: () => <h1>Lazy page</h1> });
    }),
);

/**
 * A dialog over the pages (in a portal, as MUI's) whose button moves to page B; it closes only a
 * moment after the move, as one with an exit transition does.
 */
function LeavingDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Start">
      <button
        type="button"
        onClick={() => {
          void navigate('/b');
          setTimeout(() => setOpen(false), 50);
        }}
      >
        Go on
      </button>
    </div>
  );
}

/** Pages in one layout: a link that stays (the drawer's) and ones that go with their page. */
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
            <LeavingDialog />
          </>
        ),
        children: [
          {
            path: '/a',
            element: (
              <>
                <h1>Page A</h1>
                <Link to="/b">Open page B</Link>
                <Link to="/lazy">Open a lazy page</Link>
              </>
            ),
          },
          { path: '/b', element: <h1>Page B</h1> },
          {
            path: '/lazy',
            element: (
              <Suspense fallback={<p>Loading…</p>}>
                <LazyPage />
              </Suspense>
            ),
          },
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

  it("waits for a lazy page's heading when its code arrives after the move", async () => {
    const user = userEvent.setup();
    renderPages();
    await user.click(screen.getByRole('link', { name: 'Open a lazy page' }));
    await screen.findByText('Loading…');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    act(() => loadLazyPage());
    const heading = await screen.findByRole('heading', { name: 'Lazy page' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves the keyboard to the heading when the pressed control goes a moment after the move', async () => {
    const user = userEvent.setup();
    renderPages();
    // The dialog stays up over the new page for a moment, as one closing with a transition does.
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
