import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { planPrices } from '@scanorder/shared/plans/catalog';
import { renderWithApp } from '../../../test/render.tsx';
import { PlanChooser } from './plan-chooser.tsx';

const prices = (interval: 'month' | 'year') =>
  planPrices(interval, 'INR').map((price) => ({ ...price, productId: price.planId }));

describe('PlanChooser', () => {
  it('shows the pricing cards with the chosen plan pressed and the current one marked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onIntervalChange = vi.fn();
    renderWithApp(
      <PlanChooser
        interval="month"
        onIntervalChange={onIntervalChange}
        plans={prices('month')}
        selectedPlanId="enterprise"
        currentPriceId="company-month-INR"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('button', { name: 'Select Enterprise' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Select Company' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const company = screen.getByRole('article', { name: 'Company' });
    expect(within(company).getByText('Current plan')).toBeInTheDocument();
    expect(within(company).getByTestId('price-company')).toHaveTextContent('₹2,499.00');

    await user.click(screen.getByRole('button', { name: 'Select Starter Kit' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ priceId: 'starter-kit-month-INR' }),
    );
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(onIntervalChange).toHaveBeenCalledWith('year');
  });

  it('shows three skeleton cards until the plans arrive', () => {
    renderWithApp(
      <PlanChooser
        interval="year"
        onIntervalChange={vi.fn()}
        plans={undefined}
        selectedPlanId={null}
        currentPriceId={null}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getAllByTestId('plan-card-skeleton')).toHaveLength(3);
  });
});
