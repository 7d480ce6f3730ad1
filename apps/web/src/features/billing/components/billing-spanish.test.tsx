import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { localSession, pricesFor, serveBilling } from './billing-test-fixtures.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { LocalTestCheckout } from './local-test-checkout.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

const detail = (label: string) =>
  within(screen.getByRole('table', { name: 'Detalles de la suscripción' }))
    .getByRole('rowheader', { name: label })
    .closest('tr')!.lastElementChild!.textContent;

describe('subscriptions in Spanish', () => {
  it('shows the note, the details table, its dates and the actions in Spanish', async () => {
    serveBilling();
    renderWithApp(<SubscriptionsPage renderPlanChooser={() => null} />, {
      url: '/acc-1/subscriptions',
      path: '/:userId/subscriptions',
    });
    expect(
      await screen.findByText('Selecciona el plan de suscripción al que quieres cambiar.'),
    ).toBeInTheDocument();
    expect(detail('Plan')).toBe('Starter Kit');
    expect(detail('Estado')).toBe('Inactiva');
    expect(detail('Prueba')).toBe('Iniciada');
    // A long date in Spanish: "21 de abril de 2024".
    expect(detail('La prueba termina el')).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    const actions = within(screen.getByRole('group', { name: 'Acciones de la suscripción' }));
    // Sentence case as every other Spanish button ('Actualizar el pago' beside it): the spec's
    // capitals are English casing, not words the catalogue should shout.
    expect(actions.getByRole('button', { name: 'Actualizar plan' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Suscribirse' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Actualizar el pago' })).toBeInTheDocument();
    expect(document.title).toBe('Suscripciones | ScanOrder');
  });

  it('prices the plan in the TEST MODE checkout as the plan cards do in Spanish', () => {
    const company = pricesFor('month', 'USD').find((price) => price.planId === 'company')!;
    renderWithApp(
      <LocalTestCheckout
        checkout={{
          session: localSession,
          plan: company,
        }}
        completing={false}
        onComplete={() => {}}
      />,
    );
    expect(screen.getByText('Suscribirse a Company')).toBeInTheDocument();
    expect(screen.getByText(/^49,00\sUS\$/)).toBeInTheDocument();
  });

  it('tells in Spanish where the confirmation email goes once the TEST MODE payment is done', () => {
    renderWithApp(
      <CheckoutDialog
        view={{ status: 'complete', customerEmail: 'owner@example.com' }}
        testMode
        completing={false}
        onCompleteLocal={() => {}}
        onStripeError={() => {}}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText(
        'Con un pago real se envía un correo de confirmación a owner@example.com; el MODO DE PRUEBA no envía ninguno.',
      ),
    ).toBeInTheDocument();
  });

  it('names the payout countries as a Spanish owner reads them', async () => {
    serveBilling();
    renderWithApp(<PayoutsPanel isAdmin />);
    const country = await screen.findByLabelText<HTMLSelectElement>('País');
    const names = [...country.options].map((option) => option.textContent);
    expect(names).toContain('Reino Unido');
    expect(names).toContain('España');
    expect(names).not.toContain('United Kingdom');
  });
});
