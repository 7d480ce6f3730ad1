import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { PRINT_PAPERS } from '@scanorder/shared/qr/qr-print';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { setUpStore } from '../../../test/ordering-fixtures.ts';
import { pngImage, uploadFile } from '../../../test/uploads.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const CODES = '/api/v1/businesses/restaurant/qr-codes';

/** Every page's text, as a PDF reader extracts it (the words must be real text, not drawings). */
async function pdfText(bytes: Buffer): Promise<{ pages: number; size: number[]; text: string[] }> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const text: string[] = [];
  let size: number[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    if (number === 1) size = page.view.slice(2).map((value) => Math.round(value));
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return { pages: document.numPages, size, text };
}

describe.each(databaseKinds)('branded QR print on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', { timeout: 120_000 });
  let codes: QrCode[];

  beforeAll(async () => {
    codes = [];
    for (const number of [10, 2, 7, 1, 3]) {
      const created = await shop.owner.client.post(CODES, {
        branchId: shop.store.branchId,
        identifier: `Table ${number}`,
      });
      expect(created.statusCode, created.body).toBe(201);
      codes.push(created.json<QrCode>());
    }
    const logo = await uploadFile(
      shop.owner.client,
      '/api/v1/businesses/restaurant/logo',
      'logo.png',
      await pngImage(600, 300),
    );
    expect(logo.statusCode).toBe(200);
  }, 120_000);

  const print = (body: Record<string, unknown>, client = shop.owner.client) =>
    client.request({ method: 'POST', url: `${CODES}/print.pdf`, payload: body });

  it('prints table tents with the business name, the call to action, each label and short link as text', async () => {
    const response = await print({
      ids: codes.map((code) => code.id),
      layout: 'tent',
      paper: 'a4',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="spice-route-kitchen-tent-a4\.pdf"/,
    );
    const { pages, size, text } = await pdfText(response.rawPayload);
    // Two tents a page, five codes: three pages; A4 in points.
    expect(pages).toBe(3);
    expect(size).toEqual([595, 842]);
    const all = text.join('\n');
    expect(all).toContain('Spice Route Kitchen');
    expect(all).toContain('Scan to order');
    expect(all).toContain('Main Street');
    for (const code of codes) {
      expect(all).toContain(code.identifier);
      expect(all).toContain(code.shortUrl.replace(/^https?:\/\//, ''));
    }
    // In natural order, each tent printed on both faces.
    expect(text[0]!.match(/Table \d+/g)).toEqual(['Table 1', 'Table 1', 'Table 2', 'Table 2']);
    expect(text[2]!.match(/Table \d+/g)).toEqual(['Table 10', 'Table 10']);
  });

  it("prints the call to action in the owner app's language, as the print dialog says", async () => {
    const response = await print({
      ids: [codes[0]!.id],
      layout: 'card',
      paper: 'a4',
      language: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    const all = (await pdfText(response.rawPayload)).text.join('\n');
    expect(all).toContain('Escanea para pedir');
    expect(all).not.toContain('Scan to order');
  });

  it('lays out stickers on Letter paper, as many a page as the layout says', async () => {
    const ids = codes.map((code) => code.id);
    const twelve = await pdfText(
      (await print({ ids, layout: 'sticker-12', paper: 'letter' })).rawPayload,
    );
    expect(twelve.pages).toBe(1);
    expect(twelve.size).toEqual([PRINT_PAPERS.letter.width, PRINT_PAPERS.letter.height]);
    expect(twelve.text[0]!.match(/Table \d+/g)).toHaveLength(5);
    const cards = await pdfText((await print({ ids, layout: 'card', paper: 'letter' })).rawPayload);
    expect(cards.pages).toBe(2);
  });

  it('downloads one code as a labelled PNG and SVG', async () => {
    const code = codes.find((entry) => entry.identifier === 'Table 7')!;
    const svg = await shop.owner.client.get(`${CODES}/${code.id}/labelled.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-disposition']).toContain('main-street-table-7-label.svg');
    expect(svg.body).toContain('<title>Spice Route Kitchen: Table 7</title>');
    expect(svg.body).toContain(code.shortUrl.replace(/^https?:\/\//, ''));
    expect(svg.body).not.toMatch(/<script|on\w+=/i);

    const png = await shop.owner.client.get(`${CODES}/${code.id}/labelled.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const metadata = await sharp(png.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 900, 1200]);
  });

  it('refuses bad print requests with a clear 400', async () => {
    const id = codes[0]!.id;
    for (const body of [
      { ids: [], layout: 'tent', paper: 'a4' },
      { ids: [id], layout: 'poster', paper: 'a4' },
      { ids: [id], layout: 'tent', paper: 'a3' },
      { ids: ['not-a-uuid'], layout: 'tent', paper: 'a4' },
      { ids: Array.from({ length: 1001 }, () => id), layout: 'tent', paper: 'a4' },
    ]) {
      const response = await print(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await print({ ids: [id], layout: 'tent', paper: 'a4' })).statusCode).toBe(200);
  });

  it("refuses another account's codes, a member, and anyone signed out", async () => {
    const other = await signUpVerifiedOwner(shop.test);
    await setUpStore(other.client, 'restaurant');
    const ids = [codes[0]!.id];
    const stranger = await print({ ids, layout: 'tent', paper: 'a4' }, other.client);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Spice Route');
    expect((await other.client.get(`${CODES}/${ids[0]}/labelled.png`)).statusCode).toBe(404);
    expect((await other.client.get(`${CODES}/${ids[0]}/labelled.svg`)).statusCode).toBe(404);

    // One foreign id among the owner's own refuses the whole print.
    const otherCode = (
      await other.client.post(CODES, {
        branchId: (await other.client.get('/api/v1/businesses/restaurant/branches')).json<{
          branches: { id: string }[];
        }>().branches[0]!.id,
        identifier: 'Table 1',
      })
    ).json<QrCode>();
    const mixed = await print({ ids: [codes[0]!.id, otherCode.id], layout: 'tent', paper: 'a4' });
    expect(mixed.statusCode).toBe(404);

    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await print({ ids, layout: 'tent', paper: 'a4' }, member.client)).statusCode).toBe(403);
    const anonymous = await shop.test.app.inject({
      method: 'POST',
      url: `${CODES}/print.pdf`,
      payload: { ids, layout: 'tent', paper: 'a4' },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});
