import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closureMessages } from '@scanorder/shared/account/closure';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { ClosureBanner } from './closure-banner.tsx';
import { ClosureSection } from './closure-section.tsx';

const OPEN = { requestedAt: null, closesAt: null };
const PENDING = { requestedAt: '2026-11-24T10:00:00.000Z', closesAt: '2026-12-24T10:00:00.000Z' };

describe('closing the account', () => {
  it('asks for the typed word and the password, then shows the closing date', async () => {
    const user = userEvent.setup();
    let state: typeof OPEN | typeof PENDING = OPEN;
    const fetchMock = mockFetch(({ method }) => {
      if (method === 'POST') state = PENDING;
      return { body: state };
    });
    renderWithApp(<ClosureSection />);

    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this account?' });
    const submit = within(dialog).getByRole('button', { name: 'Close account' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type CLOSE or your email address/), 'CLOSE');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret@123');
    await user.click(submit);

    expect(await screen.findByText(/This account closes on/)).toBeInTheDocument();
    expect(
      screen.getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
          new Date(PENDING.closesAt),
        ),
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/account/closure')).toContainEqual({
      confirmation: 'CLOSE',
      password: 'Secret@123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const user = userEvent.setup();
    mockFetch(({ method }) =>
      method === 'POST' ? validationFailure(closureMessages.confirmationRequired) : { body: OPEN },
    );
    renderWithApp(<ClosureSection />);
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Type CLOSE/), 'close it');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret@123');
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(
      await within(dialog).findByText(closureMessages.confirmationRequired),
    ).toBeInTheDocument();
  });

  it('the banner shows the date to admins and cancels', async () => {
    const user = userEvent.setup();
    let state: typeof OPEN | typeof PENDING = PENDING;
    const fetchMock = mockFetch(({ method }) => {
      if (method === 'DELETE') state = OPEN;
      return { body: state };
    });
    renderWithApp(<ClosureBanner isAdmin />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/This account closes on .*2026/);
    await user.click(within(banner).getByRole('button', { name: 'Cancel closing' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('keeps the keyboard on Cancel closing when the cancel fails, with the reason', async () => {
    const user = userEvent.setup();
    let fail = () => undefined as void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    mockFetch(async ({ method }) => {
      if (method !== 'DELETE') return { body: PENDING };
      await failed;
      return {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later' } },
      };
    });
    renderWithApp(<ClosureSection />);
    const cancel = await screen.findByRole('button', { name: 'Cancel closing' });
    cancel.focus();
    await user.keyboard('{Enter}');
    // Waiting, not disabled: a disabled button drops the focus to the page body in a browser.
    await waitFor(() => expect(cancel).toHaveAttribute('aria-busy', 'true'));
    expect(cancel).toBeEnabled();
    fail();
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(cancel).toHaveFocus();
  });

  it('the banner asks nothing for managers and members', () => {
    const fetchMock = mockFetch(() => ({ body: PENDING }));
    renderWithApp(<ClosureBanner isAdmin={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
