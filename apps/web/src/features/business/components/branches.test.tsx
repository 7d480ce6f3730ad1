import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinMessages } from '@scanorder/shared/business/branch';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ServiceSettingsTab } from './service-settings-tab.tsx';
import { StatusTab } from './status-tab.tsx';

const BRANCHES = '/api/v1/businesses/restaurant/branches';
const LIMIT = 'Your plan allows 1 branches. Upgrade your subscription to add more.';

describe('ServiceSettingsTab', { timeout: 30_000 }, () => {
  it('adds store names and shows the plan-limit refusal clearly', async () => {
    const user = userEvent.setup();
    const branches = [makeBranch()];
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (method === 'POST') {
        const { name } = body as { name: string };
        if (branches.length >= 1)
          return { status: 409, body: { error: { code: 'LIMIT_REACHED', message: LIMIT } } };
        return { status: 201, body: makeBranch({ name }) };
      }
      if (url.startsWith(BRANCHES)) return { body: { branches } };
      return { body: makeBusiness('restaurant') };
    });
    renderWithApp(<ServiceSettingsTab kind="restaurant" />);
    expect(await screen.findByText('Main Street')).toBeInTheDocument();

    const name = screen.getByLabelText('Store Name');
    await user.type(name, 'X');
    expect(
      await screen.findByText('Store name cannot be less than 2 characters'),
    ).toBeInTheDocument();
    await user.type(name, 'x'.repeat(30));
    expect(
      await screen.findByText('Store name cannot be more than 30 characters'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Airport');
    await user.click(screen.getByRole('button', { name: 'Add Store' }));

    // A lasting warning on the page (the toast says it too, upper-cased, and goes away).
    expect((await screen.findByText(LIMIT)).closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.getByText(/^SERVER ERROR WHILE SAVING RESTAURANT RECORDS! YOUR PLAN/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, BRANCHES).filter(Boolean)).toEqual([{ name: 'Airport' }]);
  });

  it('renames and deletes a store name after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (method === 'PATCH')
        return { body: makeBranch({ name: (body as { name: string }).name }) };
      if (method === 'DELETE') return { status: 204 };
      if (url.startsWith(BRANCHES)) return { body: { branches: [makeBranch()] } };
      return { body: makeBusiness('restaurant') };
    });
    renderWithApp(<ServiceSettingsTab kind="restaurant" />);
    await user.click(await screen.findByRole('button', { name: 'Rename Main Street' }));
    const rename = screen.getByLabelText('New name for Main Street');
    await user.clear(rename);
    await user.type(rename, 'High Street');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('STORE RENAMED TO HIGH STREET')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Main Street' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Main Street?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && (input as string).includes(BRANCHES),
        ),
      ).toBe(true),
    );
  });
});

describe('ServiceSettingsTab by keyboard', { timeout: 30_000 }, () => {
  it('starts a rename in its field, comes back to Rename, and lands on Store Name after a delete', async () => {
    const user = userEvent.setup();
    let branches = [
      makeBranch(),
      makeBranch({ id: '77777777-7777-4777-8777-777777777777', name: 'Airport', position: 1 }),
    ];
    mockFetch(({ url, method, body }) => {
      if (method === 'PATCH') {
        branches = branches.map((branch) =>
          branch.name === 'Main Street'
            ? { ...branch, name: (body as { name: string }).name }
            : branch,
        );
        return { body: branches[0] };
      }
      if (method === 'DELETE') {
        branches = branches.filter((branch) => !url.endsWith(branch.id));
        return { status: 204 };
      }
      if (url.startsWith(BRANCHES)) return { body: { branches } };
      return { body: makeBusiness('restaurant') };
    });
    renderWithApp(<ServiceSettingsTab kind="restaurant" />);

    (await screen.findByRole('button', { name: 'Rename Main Street' })).focus();
    await user.keyboard('{Enter}');
    const rename = screen.getByLabelText('New name for Main Street');
    expect(rename).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Rename Main Street' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.clear(screen.getByLabelText('New name for Main Street'));
    await user.keyboard('High Street{Enter}');
    expect(await screen.findByText('STORE RENAMED TO HIGH STREET')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename High Street' })).toHaveFocus(),
    );

    screen.getByRole('button', { name: 'Delete High Street' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete High Street?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText('High Street')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Store Name')).toHaveFocus());
  });
});

describe('StatusTab', { timeout: 30_000 }, () => {
  it('switches taking orders, marks a branch out of operation and sets its PIN', async () => {
    const user = userEvent.setup();
    let releaseStatus = () => undefined as void;
    const statusSent = new Promise<void>((resolve) => (releaseStatus = resolve));
    const business = makeBusiness('restaurant');
    const branch = makeBranch();
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url.endsWith('/status'))
        return statusSent.then(() => ({ body: { ...business, ...(body as object) } }));
      if (url.endsWith('/operation')) {
        const input = body as { outOfOperation: boolean; reason?: string; until?: string };
        return {
          body: makeBranch({
            outOfOperation: input.outOfOperation,
            outOfOperationReason: input.reason ?? null,
            outOfOperationUntil: input.until ?? null,
          }),
        };
      }
      if (url.endsWith('/pin') && method === 'PUT') return { body: makeBranch({ hasPin: true }) };
      if (url.startsWith(BRANCHES)) return { body: { branches: [branch] } };
      return { body: business };
    });
    renderWithApp(<StatusTab kind="restaurant" business={business} />);

    // From the keyboard: while it saves, the switch stays enabled (a disabled one drops the
    // focus to the page body in a browser), says it is busy and ignores another press.
    const taking = screen.getByRole('switch', { name: 'Taking Orders' });
    taking.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(taking).toHaveAttribute('aria-busy', 'true'));
    expect(taking).toBeEnabled();
    await user.keyboard(' ');
    releaseStatus();
    await waitFor(() => expect(taking).not.toHaveAttribute('aria-busy'));
    expect(taking).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/status')).toEqual([
      { takingOrders: false },
    ]);

    const card = await screen.findByRole('region', { name: 'Branch Main Street' });
    await user.click(within(card).getByRole('switch', { name: 'Main Street out of operation' }));
    await user.type(within(card).getByLabelText('Reason (optional)'), 'Renovation');
    await user.type(within(card).getByLabelText('Until (optional)'), '2030-02-01');
    await user.click(within(card).getByRole('button', { name: 'Save Status for Main Street' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${BRANCHES}/${branch.id}/operation`)).toEqual([
        { outOfOperation: true, reason: 'Renovation', until: '2030-02-01' },
      ]),
    );

    await user.click(within(card).getByRole('button', { name: 'Set PIN for Main Street' }));
    const dialog = await screen.findByRole('dialog', { name: /Set staff PIN for Main Street/ });
    const pin = within(dialog).getByLabelText('Staff PIN');
    expect(pin).toHaveAttribute('type', 'password');
    await user.type(pin, '12a');
    expect(await within(dialog).findByText(pinMessages.invalid)).toBeInTheDocument();
    await user.clear(pin);
    await user.type(pin, '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${BRANCHES}/${branch.id}/pin`)).toEqual([{ pin: '482913' }]),
    );
  });
});
