import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import {
  FakeEventSource,
  makeBoardOrder,
  makeBoardTicket,
  makeOrderList,
} from '../../../test/order-fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { makeUnverifiedDelivery, ORDERS, renderBoard, serve } from './orders-board-harness.tsx';

beforeEach(async () => {
  FakeEventSource.install();
  await setOwnerLocale('es');
});
afterEach(() => setOwnerLocale('en'));

describe('the orders board in Spanish', { timeout: 30_000 }, () => {
  it('shows columns, tickets, actions, ages and the order dialog in Spanish', async () => {
    const user = userEvent.setup();
    const placed = makeUnverifiedDelivery();
    const cooking = makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' });
    serve({ lists: () => [placed, cooking] });
    renderBoard();

    expect(await screen.findByRole('region', { name: 'Panel de pedidos' })).toBeInTheDocument();
    const card = await within(
      await screen.findByRole('region', { name: /^Nuevos \(1\)/ }),
    ).findByRole('article', { name: `Pedido ${placed.reference}` });
    const inCard = within(card);
    // The columns name their orders in the plural, alike; the ticket's badge is the one order's.
    expect(screen.getByRole('region', { name: /^Aceptados \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Listos \(0\)/ })).toBeInTheDocument();
    expect(inCard.getAllByRole('button')[0]).toHaveTextContent('Aceptar pedido · 15 min');
    expect(inCard.getByText('Requiere atención')).toBeInTheDocument();
    expect(inCard.getByText('hace 5 minutos')).toBeInTheDocument();
    expect(inCard.getByText('Entrega · Asha')).toBeInTheDocument();
    expect(inCard.getByText('Distancia sin verificar')).toBeInTheDocument();
    expect(screen.getByText('2 pedidos')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtro de estado' })).toHaveTextContent('Todos (2)');
    expect(screen.getByRole('button', { name: 'En cocina (1)' })).toBeInTheDocument();
    // The CSV is written for Spanish Excel: ';' between cells and decimal commas.
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toMatch(
      /&language=es$/,
    );

    await user.click(inCard.getByRole('button', { name: 'Detalles' }));
    const dialog = await screen.findByRole('dialog', { name: `Pedido ${placed.reference}` });
    expect(await within(dialog).findByText(/^Pedido realizado · /)).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument();
  });

  it('says in Spanish that another device changed the order, and shows the change', async () => {
    const user = userEvent.setup();
    const placed = makeBoardTicket();
    let refused = false;
    serve({
      lists: () =>
        refused
          ? [{ ...placed, status: 'Order Cancelled', ownerLabel: 'Order Cancelled' }]
          : [placed],
      status: () => {
        refused = true;
        return { status: 409, body: { error: { code: 'CONFLICT', message: orderMessages.stale } } };
      },
    });
    renderBoard();
    const card = await screen.findByRole('article', { name: `Pedido ${placed.reference}` });
    await user.click(within(card).getByRole('button', { name: /^Aceptar pedido/ }));
    expect(
      await screen.findByText(
        'ESTE PEDIDO SE CAMBIÓ EN OTRO DISPOSITIVO. REVÍSALO E INTÉNTALO DE NUEVO.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^Nuevos \(0\)/ })).toBeInTheDocument();
  });

  it('gives a scheduled order accepted before its time the start, not "Nuevo"', async () => {
    // Pickup in an hour, accepted already: the kitchen starts 15 min before, in 45 min.
    const scheduled = makeBoardTicket({
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      scheduledFor: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    serve({ lists: () => [scheduled] });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Pedido ${scheduled.reference}` });
    expect(within(card).getByText(/^Empieza en 4[4-6] min$/)).toBeInTheDocument();
    expect(within(card).queryByText('Nuevo')).not.toBeInTheDocument();
  });

  it("says a failed move in Spanish, with the server's reason after it", async () => {
    const user = userEvent.setup();
    const placed = makeUnverifiedDelivery();
    serve({
      lists: () => [placed],
      status: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database is down' } },
      }),
    });
    renderBoard();
    const card = await screen.findByRole('article', { name: `Pedido ${placed.reference}` });
    await user.click(within(card).getAllByRole('button')[0]!);
    expect(
      await screen.findByText(
        '¡ERROR DEL SERVIDOR AL ACTUALIZAR LOS PEDIDOS DEL RESTAURANTE! DATABASE IS DOWN',
      ),
    ).toBeInTheDocument();
  });

  it('names who moved and edited the order in Spanish: the customer, a kiosk, a member who left', async () => {
    const user = userEvent.setup();
    const ready: BoardTicket = makeBoardTicket({
      status: 'Order Ready for Pickup',
      ownerLabel: 'Ready for Pickup',
      fulfilment: { type: 'pickup', scheduledFor: null },
    });
    const at = (minutes: number) =>
      new Date(Date.parse(ready.createdAt) + minutes * 60_000).toISOString();
    mockFetch(({ url, method }) => {
      const { pathname } = new URL(url, 'http://test');
      if (pathname === ORDERS) return { body: makeOrderList([ready]) };
      if (method === 'GET' && pathname === `/api/v1/orders/${ready.id}`)
        return {
          body: makeBoardOrder(ready, {
            events: [
              {
                fromStatus: null,
                toStatus: 'Order Placed',
                actor: 'customer',
                actorName: 'Customer',
                at: at(0),
              },
              {
                fromStatus: 'Order Placed',
                toStatus: 'Order Accepted',
                actor: 'kiosk:b-1',
                actorName: 'Kiosk: Main Street',
                at: at(1),
              },
              {
                fromStatus: 'Order Accepted',
                toStatus: 'Order Ready for Pickup',
                actor: 'm-1',
                actorName: 'Team member',
                at: at(9),
              },
            ],
            edits: [
              {
                actor: 'kiosk:b-2',
                actorName: 'Kiosk',
                at: at(2),
                previousTotalMinor: 10_000,
                totalMinor: 12_000,
              },
            ],
          }),
        };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Pedido ${ready.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Detalles' }));
    const dialog = await screen.findByRole('dialog', { name: `Pedido ${ready.reference}` });
    expect(await within(dialog).findByText(/^Pedido realizado · Cliente · /)).toBeVisible();
    expect(within(dialog).getByText(/^Pedido aceptado · Quiosco: Main Street · /)).toBeVisible();
    expect(within(dialog).getByText(/^Artículos editados · Quiosco · /)).toBeVisible();
    expect(within(dialog).getByText(/ · Miembro del equipo · /)).toBeVisible();
  });
});
