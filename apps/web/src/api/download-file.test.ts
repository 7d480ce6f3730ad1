import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { downloadFile, fileNameOf } from './download-file.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and to null', () => {
    expect(
      fileNameOf(
        `attachment; filename="cafe-table-1.png"; filename*=UTF-8''Caf%C3%A9-Table%201.png`,
      ),
    ).toBe('Café-Table 1.png');
    expect(fileNameOf('attachment; filename="main-street-qr-codes.pdf"')).toBe(
      'main-street-qr-codes.pdf',
    );
    expect(fileNameOf('attachment; filename=plain.svg')).toBe('plain.svg');
    expect(fileNameOf(`attachment; filename="ok.png"; filename*=UTF-8''%E0%A4`)).toBe('ok.png');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('reports progress against the announced size and keeps the content type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(bytes, {
          headers: { 'content-type': 'application/pdf', 'content-length': '6' },
        }),
      ),
    );
    const progress: [number, number | null][] = [];
    const file = await downloadFile('/sheet.pdf', {
      fallbackName: 'sheet.pdf',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(file.fileName).toBe('sheet.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(progress[0]).toEqual([0, 6]);
    expect(progress.at(-1)).toEqual([6, 6]);
  });

  it('treats a size it cannot trust as unknown', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<svg/> and more', { headers: { 'content-length': '3' } })),
    );
    const progress: (number | null)[] = [];
    await downloadFile('/code.svg', {
      fallbackName: 'code.svg',
      onProgress: (_, total) => progress.push(total),
    });
    expect(progress.at(-1)).toBeNull();
  });

  it("throws the server's error, or the generic one when the network fails", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: 'NOT_FOUND', message: 'QR code not found' } },
          { status: 404 },
        ),
      ),
    );
    await expect(downloadFile('/x.png', { fallbackName: 'x.png' })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'QR code not found',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = downloadFile('/x.png', { fallbackName: 'x.png' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 0,
      message: 'Server Error! Please try again later.',
    });
  });
});
