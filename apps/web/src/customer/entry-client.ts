import './theme.css';
// The not-found and error pages are never hydrated, but their styles belong in the one stylesheet.
import './status-pages.module.css';
import { readPageData, type CustomerPage } from './page-data.ts';

/** Resolves after the browser has painted the next frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The page reads in full without script, so nothing here stands between the server's HTML and
 * its first paint: this entry imports no React, and fetches the page's code (React, the page's
 * own chunk, loaded side by side) only once the menu is on screen. Each page is its own chunk, so
 * the order page never downloads the menu's code.
 */
async function start(page: CustomerPage, root: HTMLElement): Promise<void> {
  await afterNextPaint();
  switch (page.kind) {
    case 'menu': {
      const [{ hydrate }, { MenuPage }] = await Promise.all([
        import('./hydrate.tsx'),
        import('./menu/menu-page.tsx'),
      ]);
      hydrate(root, MenuPage, { page });
      return;
    }
    case 'order': {
      const [{ hydrate }, { OrderPage }] = await Promise.all([
        import('./hydrate.tsx'),
        import('./order/order-page.tsx'),
      ]);
      hydrate(root, OrderPage, { order: page.order });
      return;
    }
    case 'not-found':
    case 'error':
      return;
    default:
      page satisfies never;
  }
}

const page = readPageData(document);
const root = document.getElementById('root');
if (page && root) void start(page, root);
