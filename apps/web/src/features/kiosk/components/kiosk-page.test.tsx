import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardMessages, type KioskSession } from '@scanorder/shared/ordering/board';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { KioskPage } from './kiosk-page.tsx';

const BRANCH_ID = '22222222-2222-4222-8222-222222222222';
const session: KioskSession = {
  branch: { id: BRANCH_ID, name: 'Main Street' },
  business: {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'restaurant',
    name: 'Spice Garden',
  },
  expiresAt: '2030-01-02T00:00:00.000Z',
};
const signedOut = {
  status: 401,
  body: { error: { code: 'UNAUTHENTICATED', message: boardMessages.kioskSignedOut } },
};

function renderKiosk(url = `/kiosk/${BRANCH_ID}`) {
  return renderWithApp(
    <KioskPage
      renderBoard={(open) => (
        <p>
          Board of {open.branch.name} ({open.business.kind})
        </p>
      )}
    />,
    { url, path: '/kiosk/:branchId' },
  );
}

describe('KioskPage', { timeout: 30_000 }, () => {
  it('checks the PIN format, shows the refusals, then opens the branch board', async () => {
    const user = userEvent.setup();
    const pins: string[] = [];
    const fetch = mockFetch(({ url, method, body }) => {
      if (url === '/api/v1/kiosk/session') return signedOut;
      if (method === 'POST') {
        const { pin } = body as { pin: string };
        pins.push(pin);
        if (pin === '2468') return { body: session };
        if (pin === '9999')
          return {
            status: 429,
            body: { error: { code: 'RATE_LIMITED', message: boardMessages.pinLocked(5) } },
          };
        return {
          status: 401,
          body: { error: { code: 'UNAUTHENTICATED', message: boardMessages.incorrectPin } },
        };
      }
      return { status: 404 };
    });
    renderKiosk();

    const pin = await screen.findByLabelText('Staff PIN');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByText('PIN field is required')).toBeInTheDocument();
    await user.type(pin, '12a4');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByText('PIN must be 4 to 8 digits')).toBeInTheDocument();

    await user.clear(pin);
    await user.type(pin, '1111');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect PIN');

    await user.type(pin, '9999');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/PIN is locked/));

    await user.type(pin, '2468');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByText('Board of Main Street (restaurant)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Street' })).toBeInTheDocument();
    expect(pins).toEqual(['1111', '9999', '2468']);
    expect(requestsTo(fetch, `/api/v1/kiosk/branches/${BRANCH_ID}/session`)).toHaveLength(3);
    // Kiosk mode has no way into the account: no settings, billing or overview links.
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it("says 'Server Error While validating Grocery password' when the PIN cannot be checked", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url === '/api/v1/kiosk/session'
        ? signedOut
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } },
    );
    renderKiosk(`/kiosk/${BRANCH_ID}?kind=grocery`);
    await user.type(await screen.findByLabelText('Staff PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server Error While validating Grocery password Database is down',
    );
  });

  it('reopens the board of a live session and leaves kiosk mode', async () => {
    const user = userEvent.setup();
    let open = true;
    const fetch = mockFetch(({ url, method }) => {
      if (method === 'DELETE') {
        open = false;
        return { status: 204 };
      }
      if (url === '/api/v1/kiosk/session') return open ? { body: session } : signedOut;
      return { status: 404 };
    });
    renderKiosk();

    expect(await screen.findByText('Board of Main Street (restaurant)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave Kiosk' }));
    expect(await screen.findByLabelText('Staff PIN')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/v1/kiosk/session' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("asks for the PIN when this device's session is another branch's", async () => {
    mockFetch(() => ({
      body: { ...session, branch: { id: '66666666-6666-4666-8666-666666666666', name: 'Lake' } },
    }));
    renderKiosk();
    expect(await screen.findByLabelText('Staff PIN')).toBeInTheDocument();
    expect(screen.queryByText(/Board of/)).not.toBeInTheDocument();
  });
});
