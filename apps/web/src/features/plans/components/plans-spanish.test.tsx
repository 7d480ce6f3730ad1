import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { IntervalToggle } from './interval-toggle.tsx';
import { PlanCard } from './plan-card.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

describe('plans in Spanish', () => {
  it("shows a plan card's features and action in Spanish, keeping the product name", () => {
    renderWithApp(
      <PlanCard
        plan={{
          planId: 'starter',
          name: 'Starter Kit',
          unitAmount: 1000,
          currency: 'USD',
          interval: 'month',
          features: ['For a single restaurant or store getting started', '1 branch'],
        }}
        headingComponent="h2"
        onGetStarted={() => undefined}
      />,
    );
    expect(screen.getByText('Para un restaurante o una tienda que empieza')).toBeInTheDocument();
    expect(screen.getByText('1 sucursal')).toBeInTheDocument();
    // Money in the owner's language: a decimal comma.
    expect(screen.getByTestId('price-starter')).toHaveTextContent(/^10,00\s/);
    expect(screen.getByText(/USD \/ mes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar con Starter Kit' })).toHaveTextContent(
      'Empezar',
    );
  });

  it('names the billing intervals in Spanish', () => {
    renderWithApp(<IntervalToggle value="month" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Periodo de facturación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mensual' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anual (2 meses gratis)' })).toBeInTheDocument();
  });
});
