import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PREFILL } from '@scanorder/shared/ordering/customer';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { createQueryClient } from '../../../api/query-client.ts';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { HARBOUR_ROAD, MAIN_STREET, makeQrCode } from './qr-code-fixtures.ts';
import { QrCodesTab } from './qr-codes-tab.tsx';

const CODES = '/api/v1/businesses/restaurant/qr-codes';
const BRANCHES = [
  makeBranch({ id: MAIN_STREET, name: 'Main Street' }),
  makeBranch({ id: HARBOUR_ROAD, name: 'Harbour Road', position: 1 }),
];

/** Answers the branch list and each branch's codes; deletes remove codes from `codes`. */
function serveCodes(codes: QrCode[]) {
  return mockFetch(({ url, method, body }) => {
    if (url.endsWith('/branches')) return { body: { branches: BRANCHES } };
    if (url === `${CODES}/delete` && method === 'POST') {
      const ids = (body as { ids: string[] }).ids;
      const before = codes.length;
      codes.splice(0, codes.length, ...codes.filter((code) => !ids.includes(code.id)));
      return { body: { deleted: before - codes.length } };
    }
    if (url.startsWith(`${CODES}/`) && method === 'DELETE') {
      const id = url.slice(CODES.length + 1);
      codes.splice(
        codes.findIndex((code) => code.id === id),
        1,
      );
      return { status: 204 };
    }
    if (url.startsWith(`${CODES}?branchId=`)) {
      const branchId = new URL(url, 'http://test').searchParams.get('branchId');
      return { body: { qrCodes: codes.filter((code) => code.branchId === branchId) } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

function renderTab(url = '/acc-1/restaurant?tab=qr-codes') {
  const queryClient = createQueryClient();
  // A failed read is shown at once rather than after the app's retries.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderWithApp(<QrCodesTab kind="restaurant" business={makeBusiness('restaurant')} />, {
    url,
    path: '/:userId/restaurant',
    queryClient,
  });
}

// A busy machine (two cores shared by every suite) can take more than the default second to render.
configure({ asyncUtilTimeout: 5_000 });

describe('QrCodesTab', { timeout: 30_000 }, () => {
  it('lists the codes of the picked store name with their short link, preview and data', async () => {
    const user = userEvent.setup();
    const table = makeQrCode({
      identifier: 'Table 1',
      description: 'Window seat',
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
    });
    const asha = makeQrCode({
      identifier: 'Asha Raman',
      prefill: { ...EMPTY_PREFILL, firstName: 'Asha', lastName: 'Raman' },
    });
    const counter = makeQrCode({
      identifier: 'Counter',
      branchId: HARBOUR_ROAD,
      storeName: 'Harbour Road',
    });
    serveCodes([table, asha, counter]);
    renderTab();

    expect(await screen.findByText('2 QR codes in Main Street')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Table 1' });
    expect(card).toHaveTextContent('Window seat');
    expect(card).toHaveTextContent('Floor: Rooftop');
    expect(within(card).getByRole('link', { name: table.shortUrl.slice(7) })).toHaveAttribute(
      'href',
      table.shortUrl,
    );
    expect(card.querySelector('img')).toHaveAttribute('src', `${CODES}/${table.id}/image.svg`);
    expect(screen.getByRole('article', { name: 'Asha Raman' })).toHaveTextContent(
      'Prefill: Asha Raman',
    );

    await user.click(
      within(card).getByRole('button', { name: 'Show the QR code of Table 1 larger' }),
    );
    const preview = await screen.findByRole('dialog', { name: 'QR code of Table 1' });
    expect(within(preview).getByRole('img')).toHaveAccessibleName(
      `QR code of Table 1, linking to ${table.shortUrl}`,
    );
    expect(preview).toHaveTextContent('Spice Garden');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));

    await user.selectOptions(screen.getByLabelText('Store Name'), 'Harbour Road');
    expect(await screen.findByText('1 QR code in Harbour Road')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Counter' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/acc-1/restaurant?tab=qr-codes&branch=${HARBOUR_ROAD}`,
    );
  });

  it('selects many codes and deletes them after confirming, and one on its own', async () => {
    const user = userEvent.setup();
    const codes = [1, 2, 3, 4].map((index) => makeQrCode({ identifier: `Table ${index}` }));
    const [first, second, third, fourth] = codes as [QrCode, QrCode, QrCode, QrCode];
    const fetchMock = serveCodes(codes);
    renderTab();
    await screen.findByText('4 QR codes in Main Street');

    const deleteSelected = screen.getByRole('button', { name: 'Delete Selected' });
    expect(deleteSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Table 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Table 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(deleteSelected);
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 QR codes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 QR CODES DELETED')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `${CODES}/delete`)).toEqual([{ ids: [first.id, third.id] }]);
    expect(await screen.findByText('2 QR codes in Main Street')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(screen.getByRole('article', { name: 'Table 4' })).getByRole('button', {
        name: 'Delete Table 4',
      }),
    );
    const one = await screen.findByRole('dialog', { name: 'Delete QR code Table 4?' });
    await user.click(within(one).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('QR CODE TABLE 4 DELETED')).toBeInTheDocument();
    expect(await screen.findByText('1 QR code in Main Street')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `${CODES}/${fourth.id}` && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(screen.getByRole('article', { name: second.identifier })).toBeInTheDocument();
  });

  it('copies the short link', async () => {
    const user = userEvent.setup();
    const code = makeQrCode({ identifier: 'Table 9' });
    serveCodes([code]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Copy short link of Table 9' }));
    expect(writeText).toHaveBeenCalledWith(code.shortUrl);
    expect(await screen.findByText('SHORT LINK OF TABLE 9 COPIED')).toBeInTheDocument();
  });

  it('shows the progress of the PDF download and saves it under the server-given name', async () => {
    const user = userEvent.setup();
    const code = makeQrCode({ identifier: 'Table 1' });
    const json = serveCodes([code]);
    let sendRest = () => undefined as void;
    const pdf = new TextEncoder().encode('%PDF-1.7 a sheet of codes');
    const half = Math.floor(pdf.length / 2);
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (!input.endsWith('/qr-codes.pdf')) return json(input, init);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(pdf.slice(0, half));
          sendRest = () => {
            controller.enqueue(pdf.slice(half));
            controller.close();
          };
        },
      });
      return Promise.resolve(
        new Response(stream, {
          headers: {
            'content-type': 'application/pdf',
            'content-length': String(pdf.length),
            'content-disposition': `attachment; filename="spice-garden-main-street-qr-codes.pdf"; filename*=UTF-8''Spice%20Garden-Main%20Street-qr-codes.pdf`,
          },
        }),
      );
    });
    const createObjectURL = vi.fn((blob: Blob) => {
      expect(blob.size).toBe(pdf.length);
      expect(blob.type).toBe('application/pdf');
      return 'blob:sheet';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const progress = await screen.findByRole('progressbar', { name: 'PDF download' });
    await waitFor(() =>
      expect(progress).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((half / pdf.length) * 100)),
      ),
    );
    expect(screen.getByText(/Downloading the PDF: \d+%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PNG of Table 1' })).toBeDisabled();

    sendRest();
    await waitFor(() =>
      expect(saved).toEqual(['Spice Garden-Main Street-qr-codes.pdf blob:sheet']),
    );
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'PDF download' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('downloads one code as PNG, and reports a failed download with the catalogue message', async () => {
    const user = userEvent.setup();
    const code = makeQrCode({ identifier: 'Table 1' });
    const json = serveCodes([code]);
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (input.endsWith('/image.png'))
        return Promise.resolve(
          new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            headers: {
              'content-type': 'image/png',
              'content-disposition': 'attachment; filename="main-street-table-1.png"',
            },
          }),
        );
      if (input.endsWith('/image.svg'))
        return Promise.resolve(
          Response.json(
            { error: { code: 'NOT_FOUND', message: 'QR code not found' } },
            { status: 404 },
          ),
        );
      return json(input, init);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:png', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Download PNG of Table 1' }));
    await waitFor(() => expect(saved).toEqual(['main-street-table-1.png']));
    await user.click(screen.getByRole('button', { name: 'Download SVG of Table 1' }));
    expect(
      await screen.findByText(
        'SERVER ERROR WHILE RETRIEVING RESTAURANT QR CODE RECORDS QR CODE NOT FOUND',
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('sends the owner to SERVICE SETTINGS when there is no store name yet', async () => {
    mockFetch(() => ({ body: { branches: [] } }));
    renderTab();
    expect(
      await screen.findByText(
        'Every QR code belongs to a store name. Add one on the SERVICE SETTINGS tab first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to SERVICE SETTINGS' })).toHaveAttribute(
      'href',
      '/acc-1/restaurant?tab=service-settings',
    );
  });

  it("shows the catalogue message when the codes can't be read", async () => {
    mockFetch(({ url }) =>
      url.endsWith('/branches')
        ? { body: { branches: BRANCHES } }
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } },
    );
    renderTab();
    expect(
      await screen.findByText(
        'SERVER ERROR WHILE RETRIEVING RESTAURANT QR CODE RECORDS DATABASE IS DOWN',
      ),
    ).toBeInTheDocument();
  });
});
