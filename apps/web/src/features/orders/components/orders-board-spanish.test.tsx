import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { FakeEventSource, makeBoardTicket } from '../../../test/order-fixtures.ts';
import { makeUnverifiedDelivery, renderBoard, serve } from './orders-board-harness.tsx';

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
      await screen.findByRole('region', { name: /^Nuevo \(1\)/ }),
    ).findByRole('article', { name: `Pedido ${placed.reference}` });
    const inCard = within(card);
    expect(inCard.getAllByRole('button')[0]).toHaveTextContent('Aceptar pedido · 15 min');
    expect(inCard.getByText('Requiere atención')).toBeInTheDocument();
    expect(inCard.getByText('hace 5 minutos')).toBeInTheDocument();
    expect(inCard.getByText('Entrega · Asha')).toBeInTheDocument();
    expect(inCard.getByText('Distancia sin verificar')).toBeInTheDocument();
    expect(screen.getByText('2 pedidos')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtro de estado' })).toHaveTextContent('Todos (2)');
    expect(screen.getByRole('button', { name: 'En cocina (1)' })).toBeInTheDocument();

    await user.click(inCard.getByRole('button', { name: 'Detalles' }));
    const dialog = await screen.findByRole('dialog', { name: `Pedido ${placed.reference}` });
    expect(await within(dialog).findByText(/^Pedido realizado · /)).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument();
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
});
