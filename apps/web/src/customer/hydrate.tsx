import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createGuestI18n, GuestI18nProvider, type GuestI18nData } from './i18n/guest-i18n.tsx';

/** Calls `onCommit` once its children are on the page (adds no element and no useId fork). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return children;
}

/**
 * Hydrates the server's HTML with the page component it was rendered from (the same element tree
 * as server/render.tsx, so even useId matches). As a transition, hydration yields to the browser
 * every few milliseconds instead of holding the main thread for the whole menu (a phone stays
 * responsive; taps that come meanwhile are replayed once their part is hydrated). `onHydrated`
 * runs once the whole page is (the entry taps again what was tapped before React listened).
 */
export function hydrate<Props extends object>(
  root: HTMLElement,
  Page: ComponentType<Props>,
  props: Props,
  i18nData: GuestI18nData,
  onHydrated: () => void = () => undefined,
): void {
  const i18n = createGuestI18n(i18nData);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <GuestI18nProvider i18n={i18n}>
          <Committed onCommit={once(onHydrated)}>
            <Page {...props} />
          </Committed>
        </GuestI18nProvider>
      </StrictMode>,
    );
  });
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
