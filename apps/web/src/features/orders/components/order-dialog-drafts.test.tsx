import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftGuard } from '../../../components/draft-guard.tsx';
import { makeMenuPage } from '../../../test/business-fixtures.ts';
import { makeBoardTicket } from '../../../test/order-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { EditLinesDialog } from './edit-lines-dialog.tsx';

const stored = (formId: string) =>
  window.localStorage.getItem(`scanorder.draft.acc-1.user-1.${formId}`);

/** A fresh DraftGuard per render: like signing in again, kept drafts are offered, not put back. */
function signedIn(ui: React.ReactNode) {
  return renderWithApp(
    <DraftGuard accountId="acc-1" userId="user-1">
      {ui}
    </DraftGuard>,
    { url: '/acc-1/restaurant' },
  );
}

function cancelDialog(order: BoardTicket, onConfirm = vi.fn()) {
  return signedIn(
    <CancelOrderDialog order={order} pending={false} onConfirm={onConfirm} onClose={vi.fn()} />,
  );
}

function editDialog(order: BoardTicket, onSave = vi.fn()) {
  return signedIn(
    <EditLinesDialog order={order} pending={false} onSave={onSave} onClose={vi.fn()} />,
  );
}

beforeEach(() => {
  mockFetch(() => ({ body: makeMenuPage([]) }));
});

describe('CancelOrderDialog drafts', () => {
  it('keeps a typed reason per order, offers it back, and forgets it once the cancel is saved', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket();
    const first = cancelDialog(order);
    await user.type(screen.getByLabelText(/Cancel description/), 'Kitchen closed early');
    await waitFor(() => expect(stored(`orders.cancel.${order.id}`)).toContain('Kitchen closed'));
    first.unmount();

    // Another order's cancel starts empty: drafts are per order.
    const other = cancelDialog(makeBoardTicket());
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Cancel description/)).toHaveValue('');
    other.unmount();

    const onConfirm = vi.fn((_: string, onCancelled: () => void) => onCancelled());
    cancelDialog(order, onConfirm);
    expect(screen.getByLabelText(/Cancel description/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText(/Cancel description/)).toHaveValue('Kitchen closed early');

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(onConfirm).toHaveBeenCalledWith('Kitchen closed early', expect.any(Function));
    await waitFor(() => expect(stored(`orders.cancel.${order.id}`)).toBeNull());
  });

  it('keeps the reason when the cancel did not go through, and Discard drops it', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket();
    // The server refused: the board never calls back, the draft stays.
    const first = cancelDialog(order, vi.fn());
    await user.type(screen.getByLabelText(/Cancel description/), 'Out of paneer');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    first.unmount();
    expect(stored(`orders.cancel.${order.id}`)).toContain('Out of paneer');

    cancelDialog(order);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(stored(`orders.cancel.${order.id}`)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});

describe('EditLinesDialog drafts', () => {
  it('keeps edited lines per order, offers them back, and forgets them once saved', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket({ status: 'Order Accepted', version: 3 });
    const first = editDialog(order);
    const quantity = screen.getByLabelText('Quantity of Paneer Tikka');
    expect(quantity).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }));
    expect(quantity).toHaveValue(3);
    await waitFor(() => expect(stored(`orders.edit-lines.${order.id}`)).not.toBeNull());
    first.unmount();

    const onSave = vi.fn((_: OrderLineInput[], onSaved: () => void) => onSaved());
    editDialog(order, onSave);
    expect(screen.getByLabelText('Quantity of Paneer Tikka')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Quantity of Paneer Tikka')).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'Save Items' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ quantity: 3 })]);
    await waitFor(() => expect(stored(`orders.edit-lines.${order.id}`)).toBeNull());
  });

  it('drops a draft made from an older version of the order and says so', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket({ status: 'Order Accepted', version: 3 });
    const first = editDialog(order);
    await user.click(screen.getByRole('button', { name: 'Remove Paneer Tikka' }));
    await waitFor(() => expect(stored(`orders.edit-lines.${order.id}`)).not.toBeNull());
    first.unmount();

    // Someone else changed the order meanwhile: its items now are what counts.
    editDialog({ ...order, version: 4 });
    expect(screen.getByText(/This order changed since your unsaved edits/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Paneer Tikka')).toHaveValue(2);
    expect(stored(`orders.edit-lines.${order.id}`)).toBeNull();
  });
});
