import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evenShareReceipt, orderPaidOnline, paidOrderPayment } from '../payment-test-fixtures.ts';
import { menuPageData, placedOrder, restaurantMenu } from '../test-fixtures.ts';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import type { CustomerPageInput } from '../page-data.ts';
import { renderCustomerPage, type CustomerAssets } from './render.tsx';

const assets: CustomerAssets = {
  scripts: ['/assets/customer.js'],
  styles: [],
  inlineStyle: '.x{color:red}',
};

/**
 * Puts the server's document into jsdom and runs the real browser entry on it; `beforeHydration`
 * acts on the server's HTML while the entry waits for its first paint.
 */
async function serveAndHydrate(
  input: CustomerPageInput,
  beforeHydration?: () => void,
  locale: GuestLocale = 'en',
) {
  const html = renderCustomerPage(input, assets, locale);
  const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  document.body.innerHTML = body;
  const root = document.getElementById('root')!;
  const serverMarkup = root.innerHTML;
  const errors = vi.spyOn(console, 'error');
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  window.addEventListener('error', onError);
  vi.resetModules();
  await import('../entry-client.ts');
  beforeHydration?.();
  await waitFor(() =>
    expect(Object.keys(root).some((key) => key.startsWith('__reactContainer'))).toBe(true),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  window.removeEventListener('error', onError);
  return { html, root, serverMarkup, errors, reported };
}

describe('server rendering and hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates the menu without a mismatch', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { html, root, serverMarkup, errors, reported } = await serveAndHydrate({
      kind: 'menu',
      menu: restaurantMenu(),
      search: '',
    });
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/customer.js"></script>',
    );
    expect(html).toContain('<style>.x{color:red}</style>');
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(root).toHaveTextContent('₹249.00');
  });

  it('keeps a tap that comes before hydration: the item opens once React listens', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { errors } = await serveAndHydrate(
      { kind: 'menu', menu: restaurantMenu(), search: '' },
      () => screen.getByRole('button', { name: 'Add Paneer Tikka' }).click(),
    );
    expect(await screen.findByRole('dialog', { name: 'Paneer Tikka' })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });

  it('embeds what the menu needs before its ordering code loads', () => {
    const html = renderCustomerPage({ kind: 'menu', menu: restaurantMenu(), search: '' }, assets);
    const json = /id="scanorder-customer-data">([^<]*)</.exec(html)![1]!;
    const data = JSON.parse(json) as ReturnType<typeof menuPageData>;
    expect(data).toEqual(menuPageData());
    expect(data.ordering).toEqual({ canOrder: true, canSchedule: true });
    // Pickup times are fetched by the checkout: the page carries only the days that have some.
    expect(json).not.toContain('startsAt');
    expect(data.menu.fulfilment.pickup.slotDates).toHaveLength(2);
  });

  it('hydrates the order page without a mismatch', async () => {
    vi.stubGlobal('EventSource', undefined);
    // The payment section reads the order's payment after hydration; held back here so the
    // comparison sees the hydrated markup, not the answer.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const { root, serverMarkup, errors, reported } = await serveAndHydrate({
      kind: 'order',
      order: placedOrder(),
    });
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(root).toHaveTextContent('ORDER ID: 00007');
  });

  it('renders and hydrates the receipt in Arabic, right to left, unindexed, without a mismatch', async () => {
    const { html, root, serverMarkup, errors, reported } = await serveAndHydrate(
      { kind: 'receipt', order: orderPaidOnline(), payment: paidOrderPayment() },
      undefined,
      'ar',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(screen.getByRole('heading', { name: 'الإيصال' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة الإيصال' })).toBeInTheDocument();
  });

  it("renders and hydrates a share's receipt in Arabic, right to left, unindexed, without a mismatch", async () => {
    const { html, root, serverMarkup, errors, reported } = await serveAndHydrate(
      { kind: 'share-receipt', order: placedOrder(), receipt: evenShareReceipt() },
      undefined,
      'ar',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(screen.getByRole('list', { name: 'حصة واحدة من 3 حصص متساوية' })).toBeInTheDocument();
    // Hydrated: its one action works.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    screen.getByRole('button', { name: 'طباعة الإيصال' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it("names an even share with the guest's plural: Arabic's dual for two, its few for three", () => {
    const page = (splitParts: number) =>
      renderCustomerPage(
        { kind: 'share-receipt', order: placedOrder(), receipt: evenShareReceipt({ splitParts }) },
        assets,
        'ar',
      );
    expect(page(2)).toContain('حصة واحدة من حصتين متساويتين');
    expect(page(3)).toContain('حصة واحدة من 3 حصص متساوية');
    expect(page(12)).toContain('حصة واحدة من 12 حصة متساوية');
  });

  it('applies a language chosen before the page runs at once, and only once', async () => {
    vi.stubGlobal('EventSource', undefined);
    const submitted: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(new FormData(this).get('lang') as string);
    });
    const choose = (lang: string) => {
      const select = screen.getByRole('combobox', { name: 'Language' });
      (select as HTMLSelectElement).value = lang;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const { errors } = await serveAndHydrate(
      { kind: 'menu', menu: restaurantMenu(), search: '' },
      () => choose('es'),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(submitted).toEqual(['es']);
    // Hydrated, the picker submits on its own, and the early listener is gone: one submit a choice.
    choose('hi');
    expect(submitted).toEqual(['es', 'hi']);
  });

  it('renders the not-found page with no script and no data', () => {
    const html = renderCustomerPage({ kind: 'not-found' }, assets);
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).not.toContain('<script');
  });

  it('renders and hydrates the menu in Arabic, right to left, with only Arabic messages in the page', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { html, root, serverMarkup, errors, reported } = await serveAndHydrate(
      { kind: 'menu', menu: restaurantMenu(), search: '' },
      undefined,
      'ar',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(screen.getByRole('button', { name: 'أضف Paneer Tikka' })).toHaveTextContent('أضف');
    const messages = /id="scanorder-customer-i18n">([^<]*)</.exec(html)![1]!;
    expect(JSON.parse(messages)).toMatchObject({ locale: 'ar', messages: { Add: 'أضف' } });
    // The other languages stay on the server.
    expect(html).not.toContain('जोड़ें');
    expect(html).not.toContain('Añadir');
  });

  it('renders the not-active page of an unknown code in Hindi, with no script', () => {
    const html = renderCustomerPage({ kind: 'code-not-active', business: null }, assets, 'hi');
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('यह QR कोड सक्रिय नहीं है');
    expect(html).not.toContain('<script');
  });
});
