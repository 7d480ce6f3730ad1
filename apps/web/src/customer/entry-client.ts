import './theme.css';
// The not-found, not-active and error pages are never hydrated, but their styles belong in the one
// stylesheet.
import './status-pages.css';
import type { GuestI18nData } from './i18n/guest-i18n.tsx';
import { I18N_DATA_ID } from './i18n/i18n-data-id.ts';
import { readPageData, type CustomerPage } from './page-data.ts';

/** Resolves after the browser has painted the next frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** What the page's inline script (early-taps.ts) remembered: the buttons tapped, in order. */
type EarlyTaps = HTMLButtonElement[] & { off?: boolean };

/**
 * A tap on a button before React listens would be lost: React replays only the events that come
 * after `hydrateRoot`. The page's inline script remembers such taps from the first paint on (this
 * entry loads later); without it (a page rendered by an older server), this starts remembering
 * now. Returns the function to call just before `hydrateRoot` (taps after it are React's to
 * replay, not ours: counting them here would add them twice), which returns the one that taps
 * the remembered buttons again, once the page is hydrated.
 */
function rememberEarlyTaps(root: HTMLElement): () => () => void {
  const early = (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;
  const tapped: EarlyTaps = early ?? [];
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (tapped.off || !button || (button.form && button.type === 'submit')) return;
    tapped.push(button);
    // Seen at once (theme.css): the tap is not lost, it waits for the page.
    button.setAttribute('data-early-tap', '');
  };
  if (!early) root.addEventListener('click', remember, true);
  return () => {
    tapped.off = true;
    root.removeEventListener('click', remember, true);
    // Off before React compares the page with its own render (an attribute it did not render).
    for (const button of tapped) button.removeAttribute('data-early-tap');
    return () => void replay(tapped.splice(0));
  };
}

/**
 * Taps the remembered buttons again, in order, one task apart so that each tap's change is on the
 * page before the next: a double tap on a product's Add adds two. When a tap changed the control
 * (Add became − 1 +), a button that says where its next tap goes (`data-tap-again`, a selector
 * within its parent) passes the next one there; any other button that is gone takes none.
 */
async function replay(buttons: HTMLButtonElement[]): Promise<void> {
  const places = buttons.map((button) => ({
    parent: button.parentElement,
    again: button.getAttribute('data-tap-again'),
  }));
  for (const [index, button] of buttons.entries()) {
    const { parent, again } = places[index]!;
    const target = button.isConnected
      ? button
      : again && parent?.isConnected
        ? parent.querySelector<HTMLButtonElement>(again)
        : null;
    target?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The page reads in full without script, so nothing here stands between the server's HTML and
 * its first paint: this entry imports no React, and fetches the page's code (React, the page's
 * own chunk, loaded side by side) only once the menu is on screen. Each page is its own chunk, so
 * the order page never downloads the menu's code.
 */
/** The page's language and its messages, as the server rendered them (English if absent). */
function readI18nData(doc: Document): GuestI18nData {
  const text = doc.getElementById(I18N_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as GuestI18nData) : { locale: 'en', messages: {} };
}

/**
 * A language chosen before React listens would be lost too (the picker's form waits for its
 * Change button without script): until the page is hydrated, choosing one submits the picker's
 * form at once, as the hydrated picker does. Returns the function that stops.
 */
function applyEarlyLanguage(root: HTMLElement): () => void {
  const submit = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.name === 'lang') select.form?.requestSubmit();
  };
  root.addEventListener('change', submit);
  return () => root.removeEventListener('change', submit);
}

async function start(page: CustomerPage, root: HTMLElement): Promise<void> {
  if (
    page.kind !== 'menu' &&
    page.kind !== 'order' &&
    page.kind !== 'receipt' &&
    page.kind !== 'share-receipt'
  )
    return;
  const stopEarlyTaps = rememberEarlyTaps(root);
  const stopEarlyLanguage = applyEarlyLanguage(root);
  await afterNextPaint();
  const react = import('./hydrate.tsx');
  if (page.kind === 'menu') {
    const [{ hydrate }, { MenuPage }] = await Promise.all([react, import('./menu/menu-page.tsx')]);
    hydrate(root, MenuPage, { page }, readI18nData(document), stopEarlyTaps());
  } else if (page.kind === 'order') {
    const [{ hydrate }, { OrderPage }] = await Promise.all([
      react,
      import('./order/order-page.tsx'),
    ]);
    hydrate(root, OrderPage, { order: page.order }, readI18nData(document), stopEarlyTaps());
  } else if (page.kind === 'share-receipt') {
    const [{ hydrate }, { ShareReceiptPage }] = await Promise.all([
      react,
      import('./receipt/share-receipt-page.tsx'),
    ]);
    hydrate(
      root,
      ShareReceiptPage,
      { order: page.order, receipt: page.receipt },
      readI18nData(document),
      stopEarlyTaps(),
    );
  } else {
    const [{ hydrate }, { ReceiptPage }] = await Promise.all([
      react,
      import('./receipt/receipt-page.tsx'),
    ]);
    hydrate(
      root,
      ReceiptPage,
      { order: page.order, payment: page.payment },
      readI18nData(document),
      stopEarlyTaps(),
    );
  }
  stopEarlyLanguage();
}

const page = readPageData(document);
const root = document.getElementById('root');
if (page && root) void start(page, root);
