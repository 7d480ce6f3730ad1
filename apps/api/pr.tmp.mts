import fs from 'node:fs';
import sharp from 'sharp';
import { qrPrintPdf } from './src/modules/qr-codes/qr-print.ts';
const logo = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" rx="20" fill="#e65100"/><circle cx="60" cy="60" r="40" fill="#fff"/></svg>')).png().toBuffer();
const entries = Array.from({ length: 14 }, (_, i) => ({ url: `http://localhost:3000/q/AbC${i}xyz12`, businessName: i===3 ? 'Ресторан Зорба — Grill & Café with a very long name indeed' : 'Zorba Grill & Café', storeName: 'Main Street', identifier: `Table ${i + 1}` }));
for (const layout of ['tent','card','sticker-6','sticker-12'] as const) for (const paper of ['a4','letter'] as const) {
  const t = Date.now();
  const pdf = await qrPrintPdf(entries, { title: 'x', layout, paper, logo: layout === 'card' ? null : logo });
  fs.writeFileSync(`/tmp/media/${layout}-${paper}.pdf`, pdf); console.log(layout, paper, pdf.length, Date.now()-t, 'ms');
}
