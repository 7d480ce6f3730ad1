import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../api/query-client.ts';

/** Shows where the app navigated: pathname + search, and the navigation state as JSON. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface RenderOptions {
  /** Where the router starts. */
  url?: string;
  /** The route path `ui` is mounted on; defaults to the url's pathname. */
  path?: string;
  /** Extra routes (e.g. navigation targets). Unmatched URLs render the LocationProbe. */
  routes?: RouteObject[];
  queryClient?: ReturnType<typeof createQueryClient>;
}

/** Renders `ui` inside the app's providers and a memory router. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const url = options.url ?? '/';
  const path = options.path ?? new URL(url, 'http://test').pathname;
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      ...(options.routes ?? []),
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

type Handler = (request: {
  url: string;
  method: string;
  body: unknown;
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Stubs fetch with one handler; returns the mock so tests can read the requests made. */
export function mockFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rawBody = init?.body;
    const body: unknown = typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined;
    const reply = await handler({ url, method: init?.method ?? 'GET', body });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The API's answer refusing a request as invalid, with the message it gives (for `mockFetch`). */
export function validationFailure(message: string) {
  return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } };
}

/** The JSON bodies sent to `path` through a fetch mock. */
export function requestsTo(mock: ReturnType<typeof mockFetch>, path: string) {
  const urlOf = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return mock.mock.calls
    .filter(([input]) => urlOf(input).startsWith(path))
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}
