import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrderSettingsForm } from './order-settings-form.tsx';
import { PickupDeliveryForm } from './pickup-delivery-form.tsx';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

describe('Business settings in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('labels PICKUP/DELIVERY and its unit choices in Spanish', () => {
    renderWithApp(<PickupDeliveryForm kind="restaurant" business={makeBusiness('restaurant')} />);
    expect(screen.getByRole('heading', { name: 'Recogida y entrega' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Opción de comer en el local' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Entrega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar recogida/entrega' })).toBeInTheDocument();
  });

  it('labels ORDER SETTINGS, its tips and the guest details in Spanish', () => {
    renderWithApp(<OrderSettingsForm kind="restaurant" business={makeBusiness('restaurant')} />);
    expect(screen.getByRole('heading', { name: 'Ajustes de pedidos' })).toBeInTheDocument();
    expect(
      screen.getByText('Los clientes eligen 0 % o una de estas; como máximo 6 opciones.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos del cliente al pagar' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'En el local' })).toBeInTheDocument();
    expect(screen.getByLabelText('Entrega: Móvil')).toBeInTheDocument();
  });

  it('writes the tip choices the Spanish way, as the sentence under them does: 5 %', async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderSettingsForm kind="restaurant" business={makeBusiness('restaurant')} />);
    await user.click(screen.getByRole('switch', { name: 'Incluir propinas' }));
    const tips = screen.getByRole('group', { name: 'Opciones de propina (%)' });
    expect(within(tips).getByText('0 %')).toBeInTheDocument();
    expect(within(tips).getByText('5 %')).toBeInTheDocument();
    expect(within(tips).queryByText(/\d%/)).toBeNull();
  });

  it('adds a tip typed with a decimal comma, as a Spanish phone’s keypad types it', async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderSettingsForm kind="restaurant" business={makeBusiness('restaurant')} />);
    await user.click(screen.getByRole('switch', { name: 'Incluir propinas' }));
    const tips = screen.getByRole('group', { name: 'Opciones de propina (%)' });
    await user.type(screen.getByLabelText('Propina (%)'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Añadir propina' }));
    expect(await within(tips).findByText('12,5 %')).toBeInTheDocument();
    expect(
      within(tips).getByRole('button', { name: 'Quitar la propina del 12,5 %' }),
    ).toBeVisible();
    expect(screen.queryByText('Introduce un valor válido para opción de propina')).toBeNull();
  });

  it('refuses a tip over 100 % in Spanish, without the English field name', async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderSettingsForm kind="restaurant" business={makeBusiness('restaurant')} />);
    await user.click(screen.getByRole('switch', { name: 'Incluir propinas' }));
    await user.type(screen.getByLabelText('Propina (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Añadir propina' }));
    expect(
      await screen.findByText('La opción de propina no puede ser mayor que 100'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Propina (%)'));
    await user.type(screen.getByLabelText('Propina (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Añadir propina' }));
    expect(
      await screen.findByText('La opción de propina no puede ser menor que 1'),
    ).toBeInTheDocument();
  });

  it('names the weekdays and opening hours in Spanish', () => {
    renderWithApp(<WeeklyHoursForm kind="restaurant" business={makeBusiness('restaurant')} />);
    expect(screen.getByRole('heading', { name: 'Horario de apertura' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lunes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Domingo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar horario' })).toBeInTheDocument();
  });
});
