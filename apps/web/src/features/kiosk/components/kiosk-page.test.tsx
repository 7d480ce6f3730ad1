import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { boardMessages, type KioskSession } from '@scanorder/shared/ordering/board';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
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

/** The server's refusals (kiosk.service.ts): the tries left, or the lock's minutes. */
const wrongPin = (triesLeft: number) => ({
  status: 401,
  body: {
    error: {
      code: 'UNAUTHENTICATED',
      message: boardMessages.incorrectPinTriesLeft(triesLeft),
      field: 'pin',
    },
    pin: { triesLeft },
  },
});
const lockedOut = (lockedMinutes: number) => ({
  status: 429,
  body: {
    error: { code: 'RATE_LIMITED', message: boardMessages.pinLocked(lockedMinutes), field: 'pin' },
    pin: { lockedMinutes },
  },
});

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
        if (pin === '9999') return lockedOut(5);
        return wrongPin(1);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect PIN. 1 try left on this device.',
    );

    await user.type(pin, '9999');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong PINs. This PIN is locked; try again in 5 minutes.',
      ),
    );

    await user.type(pin, '2468');
    await user.click(screen.getByRole('button', { name: 'Open Board' }));
    expect(await screen.findByText('Board of Main Street (restaurant)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Street' })).toBeInTheDocument();
    expect(pins).toEqual(['1111', '9999', '2468']);
    expect(requestsTo(fetch, `/api/v1/kiosk/branches/${BRANCH_ID}/session`)).toHaveLength(3);
    // Kiosk mode has no way into the account: no settings, billing or overview links.
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('says the refusals in Spanish on a Spanish kiosk', async () => {
    const user = userEvent.setup();
    await setOwnerLocale('es');
    onTestFinished(() => setOwnerLocale('en'));
    mockFetch(({ url, body }) => {
      if (url === '/api/v1/kiosk/session') return signedOut;
      const { pin } = body as { pin: string };
      if (pin === '1111') return wrongPin(4);
      if (pin === '2222') return lockedOut(1);
      return {
        status: 409,
        body: { error: { code: 'CONFLICT', message: boardMessages.noPin } },
      };
    });
    renderKiosk();
    const pin = await screen.findByLabelText('PIN del personal');
    const send = async (value: string) => {
      await user.clear(pin);
      await user.type(pin, `${value}{Enter}`);
    };
    await send('1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PIN incorrecto. Quedan 4 intentos en este dispositivo.',
    );
    await send('2222');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Demasiados PIN incorrectos. Este PIN está bloqueado; vuelve a intentarlo dentro de 1 minuto.',
      ),
    );
    await send('3333');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Esta sucursal no tiene PIN del personal. Pide al titular que configure uno en ESTADO.',
      ),
    );
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
    // The keyboard goes on to the PIN for the next shift.
    await waitFor(() => expect(screen.getByLabelText('Staff PIN')).toHaveFocus());
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
