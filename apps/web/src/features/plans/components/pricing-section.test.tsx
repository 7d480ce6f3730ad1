import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { planPrices, type BillingInterval } from '@scanorder/shared/plans/catalog';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { PricingSection } from './pricing-section.tsx';

function servePlans() {
  return mockFetch(({ url }) => {
    const query = new URL(url, 'http://test').searchParams;
    const interval = (query.get('interval') ?? 'month') as BillingInterval;
    // As the built-in provider answers: each price with its plan as the product.
    const plans = planPrices(interval, query.get('currency') ?? 'INR').map((price) => ({
      ...price,
      productId: price.planId,
    }));
    return { body: { plans } };
  });
}

const starterPrice = () => screen.getByTestId('price-starter-kit');

describe('PricingSection', () => {
  it('shows Starter Kit, Company and Enterprise in INR by default, skeletons while loading', async () => {
    servePlans();
    renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />, { url: '/pricing' });
    expect(screen.getAllByTestId('plan-card-skeleton')).toHaveLength(3);

    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Starter Kit',
      'Company',
      'Enterprise',
    ]);
    expect(starterPrice()).toHaveTextContent('₹999.00');
    const starter = screen.getByRole('article', { name: 'Starter Kit' });
    // The first feature is the subtitle; the rest are the list.
    expect(
      within(starter).getByText('For a single restaurant or store getting started'),
    ).toBeInTheDocument();
    expect(within(within(starter).getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('switches the same plan between its monthly and yearly price', async () => {
    const user = userEvent.setup();
    const fetchMock = servePlans();
    renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />, { url: '/pricing' });
    await waitFor(() => expect(starterPrice()).toHaveTextContent('₹999.00'));

    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    await waitFor(() => expect(starterPrice()).toHaveTextContent('₹9,990.00'));
    expect(screen.getByRole('article', { name: 'Starter Kit' })).toHaveTextContent('INR / year');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/plans?interval=year&currency=INR',
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await waitFor(() => expect(starterPrice()).toHaveTextContent('₹999.00'));
  });

  it('changes the currency and remembers the preference', async () => {
    const user = userEvent.setup();
    servePlans();
    renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />, { url: '/pricing' });
    await waitFor(() => expect(starterPrice()).toHaveTextContent('₹999.00'));

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /United States/ }));

    await waitFor(() => expect(starterPrice()).toHaveTextContent('$19.00'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currency) ?? '{}')).toEqual({
      country: 'United States',
      currencyCode: 'USD',
      symbol: '$',
    });
  });

  it("starts a first visit in the visitor's own currency, from the browser alone", async () => {
    Object.defineProperty(window.navigator, 'languages', {
      configurable: true,
      get: () => ['en-GB', 'en'],
    });
    const fetchMock = servePlans();
    try {
      renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />);
      expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue(
        'United Kingdom (GBP £)',
      );
      // The built-in plans have no GBP price: they show in USD (docs/product/plans-and-limits.md).
      await waitFor(() => expect(starterPrice()).toHaveTextContent('$19.00'));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/plans?interval=month&currency=GBP',
        expect.anything(),
      );
    } finally {
      Object.defineProperty(window.navigator, 'languages', {
        configurable: true,
        get: () => ['en-IN', 'en'],
      });
    }
  });

  it('offers every country currency, not only INR, USD and EUR', async () => {
    const user = userEvent.setup();
    servePlans();
    renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />);
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'Japan');
    await user.click(await screen.findByRole('option', { name: 'Japan (JPY ¥)' }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currency) ?? '{}')).toEqual({
      country: 'Japan',
      currencyCode: 'JPY',
      symbol: '¥',
    });
  });

  it('reads a stored preference and ignores a corrupt one', async () => {
    servePlans();
    window.localStorage.setItem(
      STORAGE_KEYS.currency,
      JSON.stringify({ country: 'European Union', currencyCode: 'EUR', symbol: '€' }),
    );
    const { unmount } = renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />);
    await waitFor(() => expect(starterPrice()).toHaveTextContent('€19.00'));
    unmount();

    window.localStorage.setItem(STORAGE_KEYS.currency, '{"currencyCode": 42}');
    renderWithApp(<PricingSection headingLevel={1} onGetStarted={vi.fn()} />);
    await waitFor(() => expect(starterPrice()).toHaveTextContent('₹999.00'));
  });

  it('hands the chosen plan to Get Started', async () => {
    const user = userEvent.setup();
    servePlans();
    const onGetStarted = vi.fn();
    renderWithApp(<PricingSection headingLevel={2} onGetStarted={onGetStarted} />);
    await user.click(await screen.findByRole('button', { name: 'Get Started with Company' }));
    expect(onGetStarted).toHaveBeenCalledWith(expect.objectContaining({ planId: 'company' }));
  });
});
