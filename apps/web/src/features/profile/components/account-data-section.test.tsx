import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '@scanorder/shared/api/account-data';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountDataSection } from './account-data-section.tsx';

const CLOSURE = { requestedAt: null, closesAt: null };
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);

/** The export answers once `release` is called; the closure state at once. */
function serveExport(answer: () => Response) {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== ACCOUNT_EXPORT_PATH) return Response.json(CLOSURE);
    await ready;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  const exportsAsked = () =>
    fetchMock.mock.calls.filter(([input]) => input === ACCOUNT_EXPORT_PATH).length;
  return { release, exportsAsked };
}

describe('Your Data: the export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the file is being prepared while it comes, asks once however often it is pressed, then saves the zip', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const server = serveExport(
      () =>
        new Response(ZIP, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="scanorder-export-2026-12-01.zip"',
          },
        }),
    );
    renderWithApp(<AccountDataSection />);
    const button = screen.getByRole('button', { name: 'Download all data' });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing your file…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    server.release();
    await waitFor(() => expect(saved).toEqual(['scanorder-export-2026-12-01.zip']));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your data was downloaded: scanorder-export-2026-12-01.zip',
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(server.exportsAsked()).toBe(1);
    click.mockRestore();
  });

  it('tells why when the export fails, and lets the admin try again', async () => {
    const server = serveExport(() =>
      Response.json({ error: { code: 'INTERNAL', message: 'Database is down' } }, { status: 500 }),
    );
    renderWithApp(<AccountDataSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Download all data' }));
    server.release();
    const region = screen.getByRole('region', { name: 'Your Data' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(/Database is down/);
    expect(screen.getByRole('button', { name: 'Download all data' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
