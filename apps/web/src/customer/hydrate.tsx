import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createGuestI18n, GuestI18nProvider, type GuestI18nData } from './i18n/guest-i18n.tsx';

/**
 * Hydrates the server's HTML with the page component it was rendered from (the same element tree
 * as server/render.tsx, so even useId matches). As a transition, hydration yields to the browser
 * every few milliseconds instead of holding the main thread for the whole menu (a phone stays
 * responsive; taps that come meanwhile are replayed once their part is hydrated).
 */
export function hydrate<Props extends object>(
  root: HTMLElement,
  Page: ComponentType<Props>,
  props: Props,
  i18nData: GuestI18nData,
): void {
  const i18n = createGuestI18n(i18nData);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <GuestI18nProvider i18n={i18n}>
          <Page {...props} />
        </GuestI18nProvider>
      </StrictMode>,
    );
  });
}
