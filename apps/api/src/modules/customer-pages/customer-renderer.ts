import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';

/**
 * The page the web app's customer renderer draws (apps/web/src/customer/page-data.ts,
 * `CustomerPageInput`). The web build is the renderer; the API only hands it data.
 */
export type CustomerPageInput =
  | { kind: 'menu'; menu: PublicMenu; search: string }
  | { kind: 'order'; order: Order }
  | { kind: 'receipt'; order: Order; payment: OrderPayment }
  | { kind: 'share-receipt'; order: Order; receipt: ShareReceipt }
  | { kind: 'not-found' }
  | { kind: 'code-not-active'; business: { name: string; logoUrl: string | null } | null }
  | { kind: 'error'; message: string };

/** The built files a page needs (apps/web/src/customer/server/render.tsx, `CustomerAssets`). */
export interface CustomerAssets {
  scripts: string[];
  styles: string[];
  inlineStyle: string | null;
}

interface RenderModule {
  renderCustomerPage(page: CustomerPageInput, assets: CustomerAssets, locale: GuestLocale): string;
}

export interface CustomerRenderer {
  /** The whole HTML document of a customer page, in the guest's language. */
  render(page: CustomerPageInput, locale: GuestLocale): string;
}

/** Where the customer build puts its server renderer and manifest, inside the web app's dist. */
export const CUSTOMER_SSR_DIR = '.ssr';
export const RENDER_MODULE = 'customer-render.js';
export const CLIENT_MANIFEST = 'customer-manifest.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Inlined up to this size (the whole customer stylesheet is a few KB): one request fewer. */
const INLINE_STYLE_LIMIT = 48 * 1024;

/** Which files each page loads, worked out once from the client build's manifest. */
export async function assetsFromManifest(
  manifest: Manifest,
  distDir: string,
): Promise<Record<CustomerPageInput['kind'], CustomerAssets>> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the customer manifest has no entry');
  const url = (file: string) => `/${file}`;
  const styleFiles = [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ];
  const styleText = (
    await Promise.all(styleFiles.map((file) => fs.readFile(path.join(distDir, file), 'utf8')))
  ).join('\n');
  const inline = styleText.length <= INLINE_STYLE_LIMIT;
  const base = {
    styles: inline ? [] : styleFiles.map(url),
    inlineStyle: inline ? styleText : null,
  };
  // The entry fetches React and the page's own chunk itself, after the first paint.
  const interactive: CustomerAssets = { ...base, scripts: [url(manifest[entryKey]!.file)] };
  const none: CustomerAssets = { ...base, scripts: [] };
  return {
    menu: interactive,
    order: interactive,
    receipt: interactive,
    'share-receipt': interactive,
    'not-found': none,
    'code-not-active': none,
    error: none,
  };
}

/**
 * The customer renderer of a built web app (`<distDir>/.ssr`), or null when the web app is not
 * built with it (the API then serves no customer pages, as it serves no web app).
 */
export async function loadCustomerRenderer(distDir: string): Promise<CustomerRenderer | null> {
  const ssrDir = path.join(distDir, CUSTOMER_SSR_DIR);
  const modulePath = path.join(ssrDir, RENDER_MODULE);
  const manifestPath = path.join(ssrDir, CLIENT_MANIFEST);
  const present = await Promise.all(
    [modulePath, manifestPath].map((file) =>
      fs.access(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (present.includes(false)) return null;
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
  const assets = await assetsFromManifest(manifest, distDir);
  const module = (await import(pathToFileURL(modulePath).href)) as RenderModule;
  return {
    render: (page, locale) => module.renderCustomerPage(page, assets[page.kind], locale),
  };
}
