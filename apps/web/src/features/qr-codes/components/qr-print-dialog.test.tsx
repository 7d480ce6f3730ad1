import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER } from '@scanorder/shared/http/request-header';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { createQueryClient } from '../../../api/query-client.ts';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { MAIN_STREET, makeQrCode } from './qr-code-fixtures.ts';
import { QrCodesTab } from './qr-codes-tab.tsx';

const CODES = '/api/v1/businesses/restaurant/qr-codes';

configure({ asyncUtilTimeout: 5_000 });

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The branch list, the codes, and the print (a PDF, or a refusal). */
function serve(codes: QrCode[], print: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    sent.push({
      url: input,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (input.endsWith('/branches'))
      return Promise.resolve(
        Response.json({ branches: [makeBranch({ id: MAIN_STREET, name: 'Main Street' })] }),
      );
    if (input === `${CODES}/print.pdf`) return Promise.resolve(print());
    return Promise.resolve(Response.json({ qrCodes: codes }));
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:print', revokeObjectURL: vi.fn() }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithApp(<QrCodesTab kind="restaurant" business={makeBusiness('restaurant')} />, {
    url: '/acc-1/restaurant?tab=qr-codes',
    path: '/:userId/restaurant',
    queryClient,
  });
  return { sent, saved };
}

describe('Print QR codes', { timeout: 30_000 }, () => {
  it('prints the ticked codes as stickers on Letter paper and downloads the PDF', async () => {
    const user = userEvent.setup();
    const codes = [1, 2, 3].map((number) => makeQrCode({ identifier: `Table ${number}` }));
    const { sent, saved } = serve(
      codes,
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="spice-garden-sticker-12-letter.pdf"',
          },
        }),
    );

    await user.click(await screen.findByRole('checkbox', { name: /Table 2/ }));
    await user.click(screen.getByRole('button', { name: 'Print Tents & Stickers' }));
    const dialog = screen.getByRole('dialog', { name: 'Print QR codes' });
    expect(within(dialog).getByRole('radio', { name: 'Selected codes (1 QR code)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Table tents, 2 a page/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Small stickers, 12 a page' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Letter (8.5 x 11 in)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual(['spice-garden-sticker-12-letter.pdf']));
    const request = sent.find((entry) => entry.url === `${CODES}/print.pdf`)!;
    expect(request.method).toBe('POST');
    expect(request.headers[APP_REQUEST_HEADER]).toBeTruthy();
    expect(request.body).toEqual({
      ids: [codes[1]!.id],
      layout: 'sticker-12',
      paper: 'letter',
      language: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('prints every code of the store name when none is ticked, and shows a refusal', async () => {
    const user = userEvent.setup();
    const codes = [1, 2].map((number) => makeQrCode({ identifier: `Table ${number}` }));
    const { sent, saved } = serve(codes, () =>
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'QR code not found' } },
        { status: 404 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Print Tents & Stickers' }));
    const dialog = screen.getByRole('dialog', { name: 'Print QR codes' });
    expect(
      within(dialog).getByRole('radio', { name: 'Every code of Main Street (2 QR codes)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(/QR code not found/i)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(sent.find((entry) => entry.url === `${CODES}/print.pdf`)?.body).toMatchObject({
      ids: codes.map((code) => code.id),
      layout: 'tent',
    });
    // The dialog stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Print QR codes' })).toBeInTheDocument();
  });
});
