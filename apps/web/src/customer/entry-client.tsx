import './theme.css';
// The not-found and error pages are never hydrated, but their styles belong in the one stylesheet.
import './status-pages.module.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPageData, type CustomerPage } from './page-data.ts';

/**
 * Each page is its own chunk (the server preloads the one it rendered), so the order page never
 * downloads the menu's code. Hydrating with the embedded data matches the server's HTML exactly.
 */
async function pageElement(page: CustomerPage): Promise<ReactNode> {
  switch (page.kind) {
    case 'menu': {
      const { MenuPage } = await import('./menu/menu-page.tsx');
      return <MenuPage page={page} />;
    }
    case 'order': {
      const { OrderPage } = await import('./order/order-page.tsx');
      return <OrderPage order={page.order} />;
    }
    case 'not-found':
    case 'error':
      return null;
    default:
      return page satisfies never;
  }
}

const page = readPageData(document);
const root = document.getElementById('root');
if (page && root) {
  void pageElement(page).then((element) => {
    if (!element) return;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole menu (a phone stays responsive; taps that come meanwhile are
    // replayed once their part is hydrated).
    startTransition(() => {
      hydrateRoot(root, <StrictMode>{element}</StrictMode>);
    });
  });
}
