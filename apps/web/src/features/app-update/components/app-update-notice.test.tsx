import Dialog from '@mui/material/Dialog';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { reloadPage } from '../lib/reload-page.ts';
import { QUIET_AFTER_MS, QUIET_POLL_MS } from '../hooks/use-reload-when-quiet.ts';
import { SiteFooter } from '../../../components/site-footer.tsx';
import { AppUpdateNotice, LATER_MS } from './app-update-notice.tsx';

/** What vite-plugin-pwa's hook says in each test: a new version waiting or not, and its worker. */
interface PwaState {
  needRefresh: boolean;
  registration: unknown;
  registrations: number;
  updateServiceWorker: Mock<(reload?: boolean) => Promise<void>>;
  options: RegisterSWOptions;
}
const pwa = vi.hoisted((): PwaState => ({
  needRefresh: false,
  registration: null,
  registrations: 0,
  updateServiceWorker: vi.fn<(reload?: boolean) => Promise<void>>(),
  options: {},
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterSWOptions = {}) {
    pwa.options = options;
    useEffect(() => {
      pwa.registrations += 1;
      options.onRegisteredSW?.('/sw.js', pwa.registration as ServiceWorkerRegistration);
      // Registered once, as the library does on mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const needRefresh = useState(pwa.needRefresh);
    return {
      needRefresh,
      offlineReady: [false, () => undefined],
      updateServiceWorker: pwa.updateServiceWorker,
    };
  },
}));
vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const MESSAGE = 'A new version of ScanOrder is ready.';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function waitingWorker() {
  return Object.assign(new EventTarget(), {
    installing: null,
    waiting: {} as ServiceWorker,
    update: vi.fn(async () => undefined),
  });
}

beforeEach(() => {
  pwa.needRefresh = false;
  pwa.registration = waitingWorker();
  pwa.registrations = 0;
  pwa.updateServiceWorker = vi.fn(async () => undefined);
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('AppUpdateNotice', () => {
  it('shows nothing and announces nothing while the running version is the newest', () => {
    renderWithApp(<AppUpdateNotice />);
    expect(pwa.registrations).toBe(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says politely that a new version is ready, and Reload activates it', async () => {
    pwa.needRefresh = true;
    const user = userEvent.setup();
    renderWithApp(<AppUpdateNotice />);

    // A status message: screen readers read it when they are free, and nothing takes the focus.
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    const notice = screen.getByRole('region', { name: 'New version' });
    expect(within(notice).getByText(MESSAGE)).toBeVisible();
    expect(document.body).toHaveFocus();

    // Reachable from the keyboard: Later, then Reload.
    await user.tab();
    expect(within(notice).getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(within(notice).getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The waiting worker takes over; the library reloads the page once it controls it.
    expect(pwa.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    pwa.options.onNeedReload?.();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves room at the end of the page, so the card never hides what is last on it', () => {
    pwa.needRefresh = true;
    // The card's height as a phone lays it out (jsdom lays nothing out).
    const measured = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 390, height: 135.5 }));
    try {
      const { container } = renderWithApp(<AppUpdateNotice />);
      const spacer = container.querySelector('[data-app-update-spacer]');
      expect(spacer).not.toBeNull();
      expect(getComputedStyle(spacer as Element).height).toBe('136px');
    } finally {
      measured.mockRestore();
    }
  });

  it('leaves that room inside the site footer, not as a white strip under it', () => {
    pwa.needRefresh = true;
    const measured = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 390, height: 135.5 }));
    try {
      const { container } = renderWithApp(
        <>
          <main>Board</main>
          <SiteFooter />
          <AppUpdateNotice />
        </>,
      );
      // Nothing after the footer: the footer itself grows by the card's height, in its colour.
      expect(container.querySelector('[data-app-update-spacer]')).toBeNull();
      const footer = container.querySelector('footer')!;
      expect(getComputedStyle(footer).paddingBottom).toBe('160px');
    } finally {
      measured.mockRestore();
    }
  });

  it("does not reload when another tab's Reload activated the version, until asked", async () => {
    pwa.needRefresh = true;
    const user = userEvent.setup();
    renderWithApp(<AppUpdateNotice />);

    // Another tab activated it: this page may hold a form in progress, so it stays as it is.
    pwa.registration = Object.assign(waitingWorker(), { waiting: null });
    pwa.options.onRegisteredSW?.('/sw.js', pwa.registration as ServiceWorkerRegistration);
    pwa.options.onNeedReload?.();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);

    // Nothing waits any more: Reload reloads the page into the active new version.
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says so on a page the worker does not control, where a new version takes over at once', async () => {
    // The device's first visit, never reloaded: the old worker controls no page, so the new one
    // does not wait, and the library hears of no waiting version.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null },
    });
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    const registration = Object.assign(new EventTarget(), {
      installing: worker,
      waiting: null,
      active: {},
      update: vi.fn(async () => undefined),
    });
    pwa.registration = registration;
    const user = userEvent.setup();
    try {
      renderWithApp(<AppUpdateNotice />);
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'activated';
      await act(async () => worker.dispatchEvent(new Event('statechange')));

      expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('checks for a new version every hour through the registration it was given', async () => {
    vi.useFakeTimers();
    const registration = waitingWorker();
    pwa.registration = registration;
    renderWithApp(<AppUpdateNotice />);
    await advance(60 * 60_000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('Later hides the notice for an hour, then it comes back', async () => {
    vi.useFakeTimers();
    pwa.needRefresh = true;
    renderWithApp(<AppUpdateNotice />);
    await act(async () => screen.getByRole('button', { name: 'Later' }).click());
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await advance(LATER_MS);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('never reloads an owner page by itself', async () => {
    vi.useFakeTimers();
    pwa.needRefresh = true;
    renderWithApp(<AppUpdateNotice />);
    await advance(12 * 60 * 60_000);
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads a kiosk by itself once nothing was touched for two minutes and nothing is open', async () => {
    vi.useFakeTimers();
    pwa.needRefresh = true;
    const { rerender } = renderWithApp(<AppUpdateNotice reloadWhenQuiet />);
    // A dialog is open (a ticket's details): it waits, however long.
    rerender(<DialogOpen />);
    await advance(10 * QUIET_AFTER_MS);
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();

    rerender(<NothingOpen />);
    // A tap on the board starts the two minutes again.
    await advance(QUIET_POLL_MS);
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    await advance(QUIET_AFTER_MS - QUIET_POLL_MS);
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await advance(2 * QUIET_POLL_MS);
    expect(pwa.updateServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish to a Spanish owner', async () => {
    await setOwnerLocale('es');
    try {
      pwa.needRefresh = true;
      renderWithApp(<AppUpdateNotice />);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Hay una nueva versión de ScanOrder lista.',
      );
      expect(screen.getByRole('button', { name: 'Recargar' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Más tarde' })).toBeVisible();
    } finally {
      await setOwnerLocale('en');
    }
  });
});

function DialogOpen() {
  return (
    <>
      <AppUpdateNotice reloadWhenQuiet />
      <Dialog open aria-label="Order 00012">
        details
      </Dialog>
    </>
  );
}

function NothingOpen() {
  return <AppUpdateNotice reloadWhenQuiet />;
}
