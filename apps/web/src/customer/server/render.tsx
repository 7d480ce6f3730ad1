import '../theme.css';
import type { TFunction } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { EARLY_TAPS_SCRIPT } from '@scanorder/shared/web/early-taps';
import { directionOf, SOURCE_LOCALE, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { I18N_DATA_ID } from '../i18n/i18n-data-id.ts';
import { messagesOf } from '../i18n/catalogs.ts';
import { MenuPage } from '../menu/menu-page.tsx';
import { OrderPage } from '../order/order-page.tsx';
import { ReceiptPage } from '../receipt/receipt-page.tsx';
import { ShareReceiptPage } from '../receipt/share-receipt-page.tsx';
import { CodeNotActivePage, NotFoundPage, ServerErrorPage } from '../status-pages.tsx';
import {
  PAGE_DATA_ID,
  serializeJson,
  serializePageData,
  type CustomerPage,
  type CustomerPageInput,
} from '../page-data.ts';
import { pageOf } from './page-input.ts';

/** The built files of the customer entry, from the client build's manifest. */
export interface CustomerAssets {
  /** Entry module(s), `<script type="module">`; they fetch the rest after the first paint. */
  scripts: string[];
  /** Stylesheets to link, when they are not inlined. */
  styles: string[];
  /** The stylesheets' text, inlined into the page so the menu paints without another request. */
  inlineStyle: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function elementOf(page: CustomerPage): ReactNode {
  switch (page.kind) {
    case 'menu':
      return <MenuPage page={page} />;
    case 'order':
      return <OrderPage order={page.order} />;
    case 'receipt':
      return <ReceiptPage order={page.order} payment={page.payment} />;
    case 'share-receipt':
      return <ShareReceiptPage order={page.order} receipt={page.receipt} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'code-not-active':
      return <CodeNotActivePage business={page.business} />;
    case 'error':
      return <ServerErrorPage message={page.message} />;
    default:
      return page satisfies never;
  }
}

function titleOf(page: CustomerPage, t: TFunction): string {
  switch (page.kind) {
    case 'menu':
      return `${page.menu.business.name} · ${page.menu.branch.name} · ${t('Menu')}`;
    case 'order':
      return `${t('Order {{reference}}', { reference: page.order.reference })} · ${page.order.business.name}`;
    case 'receipt':
      return `${t('Receipt')} · ${t('Order {{reference}}', { reference: page.order.reference })} · ${page.order.business.name}`;
    case 'share-receipt':
      return `${t('Receipt')} · ${t('Table bill · {{table}}', { table: page.order.identifier })} · ${page.order.business.name}`;
    case 'not-found':
      return `${t('Page not found')} · ScanOrder`;
    case 'code-not-active':
      return `${t('This QR code is not active')} · ${page.business?.name ?? 'ScanOrder'}`;
    case 'error':
      return `${t('Server error')} · ScanOrder`;
    default:
      return page satisfies never;
  }
}

function descriptionOf(page: CustomerPage, t: TFunction): string {
  if (page.kind === 'menu')
    return (
      page.menu.business.description || t('Order from {{name}}', { name: page.menu.business.name })
    );
  if (page.kind === 'order') return t('Your order at {{name}}', { name: page.order.business.name });
  if (page.kind === 'receipt' || page.kind === 'share-receipt')
    return t('Your receipt from {{name}}', { name: page.order.business.name });
  return t('ScanOrder: QR ordering for restaurants and grocery stores');
}

/**
 * The whole HTML document of a customer page: rendered React markup inside `#root`, the data it
 * was rendered from as JSON (not executed, so the `script-src 'self'` policy allows it), and the
 * entry script that hydrates it. Error pages need no script.
 */
export function renderCustomerPage(
  input: CustomerPageInput,
  assets: CustomerAssets,
  locale: GuestLocale = SOURCE_LOCALE,
): string {
  const page = pageOf(input);
  const i18nData = { locale, messages: messagesOf(locale) };
  const i18n = createGuestI18n(i18nData);
  const { t } = i18n;
  // The same element tree the browser entry hydrates (entry-client.ts, hydrate.tsx), so even useId matches.
  const markup = renderToString(
    <StrictMode>
      <GuestI18nProvider i18n={i18n}>{elementOf(page)}</GuestI18nProvider>
    </StrictMode>,
  );
  const interactive =
    page.kind === 'menu' ||
    page.kind === 'order' ||
    page.kind === 'receipt' ||
    page.kind === 'share-receipt';
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    '<meta name="theme-color" content="#0f766e" />',
    `<title>${escapeHtml(titleOf(page, t))}</title>`,
    `<meta name="description" content="${escapeHtml(descriptionOf(page, t))}" />`,
    page.kind === 'order' || page.kind === 'receipt' || page.kind === 'share-receipt'
      ? '<meta name="robots" content="noindex" />'
      : '',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    assets.inlineStyle !== null
      ? `<style>${assets.inlineStyle.replace(/<\/style/gi, '<\\/style')}</style>`
      : assets.styles
          .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`)
          .join(''),
    // The page reads in full without script, so its code asks for less than the page itself
    // (fetchpriority low), and the small entry fetches React and the page's chunk only once the
    // menu is on screen (entry-client.ts): the first paint never waits for them.
    // Taps before that code has run are remembered by the one inline script (CSP: its hash).
    interactive ? `<script>${EARLY_TAPS_SCRIPT}</script>` : '',
    ...(interactive
      ? assets.scripts.map(
          (src) =>
            `<script type="module" crossorigin fetchpriority="low" src="${escapeHtml(src)}"></script>`,
        )
      : []),
  ]
    .filter(Boolean)
    .join('\n    ');
  // Only the page's own language travels to the browser, beside the page's data.
  const data = interactive
    ? `\n    <script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(page)}</script>` +
      `\n    <script type="application/json" id="${I18N_DATA_ID}">${serializeJson(i18nData)}</script>`
    : '';
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
  <head>
    ${head}
  </head>
  <body>
    <div id="root">${markup}</div>${data}
  </body>
</html>
`;
}
