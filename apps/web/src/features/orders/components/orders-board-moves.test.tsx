import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { FakeEventSource, makeBoardTicket } from '../../../test/order-fixtures.ts';
import { requestsTo } from '../../../test/render.tsx';
import { listCalls, renderBoard, serve } from './orders-board-harness.tsx';

beforeEach(() => {
  FakeEventSource.install();
});

/** The server's answer to moving a placed ticket back and forth: its new status, one version on. */
const moved = (ticket: BoardTicket, status: BoardTicket['status'], version: number) => ({
  body: {
    ...ticket,
    status,
    ownerLabel: status === 'Order Placed' ? 'Needs Action' : 'In the Kitchen',
    version,
  },
});

/** A pickup order ready to hand over, placed `minutesAgo`. */
const readyTicket = (minutesAgo = 0) =>
  makeBoardTicket({
    status: 'Order Ready for Pickup',
    ownerLabel: 'Ready for Pickup',
    fulfilment: { type: 'pickup', scheduledFor: null },
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });

/** A board where the first move completes `completing`; `staying` stay on the board. */
/** Waits until one of the board's status regions says `words` (what a screen reader hears). */
const expectSaid = (words: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('status').some((status) => status.textContent === words)).toBe(true),
  );

function serveCompletion(completing: BoardTicket, staying: BoardTicket[] = []) {
  let completed = false;
  serve({
    lists: () => (completed ? staying : [completing, ...staying]),
    status: () => {
      completed = true;
      return {
        body: {
          ...completing,
          status: 'Order Completed',
          ownerLabel: 'Order Completed',
          version: 2,
        },
      };
    },
  });
}

describe('OrdersBoard: moving, taking back and cancelling orders', { timeout: 30_000 }, () => {
  it('moves a ticket on with one tap or Enter, and takes the last move back with Backspace', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket({ version: 3 });
    const ready = makeBoardTicket({
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready for Pickup',
      fulfilment: { type: 'pickup', scheduledFor: null },
    });
    let version = 3;
    const fetch = serve({
      lists: () => [placed, ready],
      status: (body) => {
        const { status } = body as { status: BoardTicket['status'] };
        version += 1;
        return moved(placed, status, version);
      },
    });
    renderBoard();

    const placedCard = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    expect(
      within(placedCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept Order · 15 min', '', 'Details', 'Print', 'Edit Items', 'Cancel Order']);
    const readyCard = screen.getByRole('article', { name: `Order ${ready.reference}` });
    expect(
      within(readyCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete Order', 'Details', 'Print', 'Cancel Order']);

    // Keyboard: the ticket has the focus, Enter accepts with the default ready-in time.
    placedCard.focus();
    await user.keyboard('{Enter}');
    const accepted = await within(
      await screen.findByRole('region', { name: /^Accepted \(1\)/ }),
    ).findByRole('article', { name: `Order ${placed.reference}` });
    await waitFor(() => expect(accepted).toHaveFocus());
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
      { status: 'Order Accepted', version: 3, readyInMinutes: 15 },
    ]);
    expect(screen.getByText(/moved to In the Kitchen. Recall it \(Backspace\)/)).toBeVisible();

    await user.keyboard('{Backspace}');
    expect(
      await within(await screen.findByRole('region', { name: /^New \(1\)/ })).findByRole(
        'article',
        { name: `Order ${placed.reference}` },
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
      { status: 'Order Accepted', version: 3, readyInMinutes: 15 },
      { status: 'Order Placed', version: 4, recall: true },
    ]);
    // The bar goes with the recall: a screen reader is told where the ticket went back to.
    await expectSaid(`Order ${placed.reference} moved back to Needs Action.`);
  });

  it('drops the recall bar once the ticket is completed, so Backspace cannot take back an older move', async () => {
    const user = userEvent.setup();
    const cooking = makeBoardTicket({
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      fulfilment: { type: 'pickup', scheduledFor: null },
      version: 5,
    });
    let version = 5;
    const fetch = serve({
      lists: () => [cooking],
      status: (body) => {
        const { status } = body as { status: BoardTicket['status'] };
        version += 1;
        const ownerLabel = status === 'Order Completed' ? 'Order Completed' : 'Ready for Pickup';
        return { body: { ...cooking, status, ownerLabel, version } };
      },
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${cooking.reference}` });
    act(() => card.focus());
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(/moved to Ready for Pickup. Recall it \(Backspace\)/),
    ).toBeVisible();
    const ready = within(await screen.findByRole('region', { name: /^Ready \(1\)/ })).getByRole(
      'article',
      { name: `Order ${cooking.reference}` },
    );
    await waitFor(() => expect(ready).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((status) => status.textContent === `Order ${cooking.reference}: Order Completed.`),
      ).toBe(true),
    );
    // The completed order's earlier move is no longer the last one: nothing offers to recall it.
    expect(screen.queryByText(/Recall it \(Backspace\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recall' })).not.toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(requestsTo(fetch, `/api/v1/orders/${cooking.id}/status`)).toEqual([
      { status: 'Order Ready for Pickup', version: 5 },
      { status: 'Order Completed', version: 6 },
    ]);
  });

  it('gives the keyboard the next ticket when Enter completes one and it leaves the board', async () => {
    const user = userEvent.setup();
    const first = readyTicket(9);
    const second = readyTicket(5);
    serveCompletion(first, [second]);
    renderBoard();

    const firstCard = await screen.findByRole('article', { name: `Order ${first.reference}` });
    act(() => firstCard.focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Order ${first.reference}` }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: `Order ${second.reference}` })).toHaveFocus(),
    );
  });

  it('keeps the focus on the board and says so when a click completes the last ticket', async () => {
    const user = userEvent.setup();
    const ready = readyTicket();
    serveCompletion(ready);
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${ready.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(card).not.toBeInTheDocument());
    // Not the page body: the board's empty text, and a status saying what became of the order.
    await waitFor(() =>
      expect(
        screen.getByText('No current orders right now. New orders appear here as they are placed.'),
      ).toHaveFocus(),
    );
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent === `Order ${ready.reference}: Order Completed.`),
    ).toBe(true);
  });

  it('hands the keyboard to the scheduled orders when the last ticket in the columns is completed', async () => {
    const user = userEvent.setup();
    const ready = readyTicket();
    const tomorrow = makeBoardTicket({
      fulfilment: { type: 'pickup', scheduledFor: null },
      scheduledFor: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    });
    serveCompletion(ready, [tomorrow]);
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${ready.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(card).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Scheduled later \(1\)/ })).toHaveFocus(),
    );
  });

  it('keeps the focus on a scheduled order accepted early, in the Accepted column', async () => {
    const user = userEvent.setup();
    const tomorrow = makeBoardTicket({
      fulfilment: { type: 'pickup', scheduledFor: null },
      scheduledFor: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
    });
    serve({
      lists: () => [tomorrow],
      status: (body) => moved(tomorrow, (body as { status: BoardTicket['status'] }).status, 2),
    });
    renderBoard();

    const later = await screen.findByRole('region', { name: 'Scheduled later (1)' });
    const card = within(later).getByRole('article', { name: `Order ${tomorrow.reference}` });
    await user.click(within(card).getAllByRole('button')[0]!);
    const accepted = await screen.findByRole('region', { name: /^Accepted \(1\)/ });
    // The page body had it: the keyboard lost its place on the board.
    await waitFor(() =>
      expect(
        within(accepted).getByRole('article', { name: `Order ${tomorrow.reference}` }),
      ).toHaveFocus(),
    );
  });

  it('gives the keyboard the next ticket after a cancel, and says the order was cancelled', async () => {
    const user = userEvent.setup();
    const first = makeBoardTicket({ createdAt: new Date(Date.now() - 9 * 60_000).toISOString() });
    const second = makeBoardTicket({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    let cancelled = false;
    serve({
      lists: () => (cancelled ? [second] : [first, second]),
      status: (body) => {
        cancelled = true;
        return {
          body: {
            ...first,
            status: 'Order Cancelled',
            ownerLabel: 'Order Cancelled',
            cancelDescription: (body as { cancelDescription: string }).cancelDescription,
            version: 2,
          },
        };
      },
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${first.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel Order ${first.reference}` });
    await user.type(within(dialog).getByLabelText(/Cancel description/), 'Out of paneer today');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(card).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('article', { name: `Order ${second.reference}` })).toHaveFocus(),
    );
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent === `Order ${first.reference}: Order Cancelled.`),
    ).toBe(true);
  });

  it("leaves the focus where a tap or a click put it: on a ticket's button or the toolbar", async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket({ version: 3 });
    serve({ lists: () => [placed] });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    // A tap focuses the button first: pulling the focus up to the ticket scrolled a ticket that
    // ran below the fold, and the tap's click then landed beside the button (nothing happened).
    const accept = within(card).getByRole('button', { name: /^Accept Order/ });
    act(() => accept.focus());
    expect(accept).toHaveFocus();

    // A ticket was touched, then a filter: the board's next render keeps the focus on the filter.
    act(() => card.focus());
    await user.click(screen.getByRole('button', { name: 'Needs Action (1)' }));
    expect(screen.getByRole('button', { name: 'Needs Action (1)' })).toHaveFocus();
  });

  it('moves a ticket whose details were opened, with no false server error', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket({ version: 3 });
    const fetch = serve({
      lists: () => [placed],
      status: (body) => moved(placed, (body as { status: BoardTicket['status'] }).status, 4),
    });
    renderBoard();

    // The opened order is cached under the board's key beside its lists.
    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${placed.reference}` });
    expect(await within(dialog).findByText(/^Order Placed · Customer · /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: /^Accept Order/ }));
    expect(
      await within(await screen.findByRole('region', { name: /^Accepted \(1\)/ })).findByRole(
        'article',
        { name: `Order ${placed.reference}` },
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toHaveLength(1);
    expect(screen.queryByText(/SERVER ERROR/)).not.toBeInTheDocument();
  });

  it('takes back a move whose answer is still on its way when Backspace is pressed', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket({ version: 3 });
    let version = 3;
    let answerAccept: () => void = () => undefined;
    const fetch = serve({
      lists: () => [placed],
      status: async (body) => {
        const { status } = body as { status: BoardTicket['status'] };
        // The accept's answer waits (a slow network; the live stream may show the move first).
        if (status === 'Order Accepted') await new Promise<void>((done) => (answerAccept = done));
        version += 1;
        return moved(placed, status, version);
      },
    });
    renderBoard();

    const placedCard = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    placedCard.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toHaveLength(1),
    );
    await user.keyboard('{Backspace}');
    answerAccept();

    await waitFor(() =>
      expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
        { status: 'Order Accepted', version: 3, readyInMinutes: 15 },
        { status: 'Order Placed', version: 4, recall: true },
      ]),
    );
    expect(
      await within(await screen.findByRole('region', { name: /^New \(1\)/ })).findByRole(
        'article',
        { name: `Order ${placed.reference}` },
      ),
    ).toBeInTheDocument();
    await expectSaid(`Order ${placed.reference} moved back to Needs Action.`);
  });

  it("shows the server's refusal of a stale move and refreshes the order", async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket();
    const movedElsewhere = {
      ...placed,
      status: 'Order Accepted' as const,
      ownerLabel: 'In the Kitchen',
      version: 2,
    };
    let refused = false;
    const fetch = serve({
      lists: () => [refused ? movedElsewhere : placed],
      status: () => {
        refused = true;
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: orderMessages.stale,
            },
          },
        };
      },
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: /^Accept Order/ }));
    // The board is live: the toast asks to check the order it now shows, not to reload.
    expect(
      await screen.findByText('THIS ORDER WAS CHANGED ON ANOTHER DEVICE. CHECK IT AND TRY AGAIN.'),
    ).toBeInTheDocument();
    // The refreshed ticket is in the Accepted column now.
    const accepted = await screen.findByRole('region', { name: /^Accepted \(1\)/ });
    expect(await within(accepted).findByText('In the Kitchen')).toBeInTheDocument();
    expect(listCalls(fetch).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels only with a description', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket({ version: 2 });
    const fetch = serve({
      lists: () => [placed],
      status: (body) => ({
        body: {
          ...placed,
          status: 'Order Cancelled',
          ownerLabel: 'Order Cancelled',
          cancelDescription: (body as { cancelDescription: string }).cancelDescription,
          version: 3,
        },
      }),
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel Order ${placed.reference}` });
    await user.type(within(dialog).getByLabelText(/Cancel description/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(
      await within(dialog).findByText('Cancel description field is required'),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Cancel description/), 'Out of paneer today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requestsTo(fetch, `/api/v1/orders/${placed.id}/status`)).toEqual([
      { status: 'Order Cancelled', version: 2, cancelDescription: 'Out of paneer today' },
    ]);
    // A cancelled order leaves the Current list.
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Order ${placed.reference}` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('takes the arrow keys on from a column to the scheduled tickets below it, and back', async () => {
    const user = userEvent.setup();
    const now = makeBoardTicket({});
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const scheduled = [1, 2, 3].map((hour) =>
      makeBoardTicket({
        scheduledFor: new Date(Date.parse(tomorrow) + hour * 60 * 60_000).toISOString(),
      }),
    );
    serve({ lists: () => [now, ...scheduled] });
    renderBoard();

    const first = await screen.findByRole('article', { name: `Order ${now.reference}` });
    await screen.findByRole('region', { name: /^Scheduled later \(3\)/ });
    const later = scheduled.map((ticket) =>
      screen.getByRole('article', { name: `Order ${ticket.reference}` }),
    );
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(later[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(later[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(later[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(first).toHaveFocus();
  });
});
