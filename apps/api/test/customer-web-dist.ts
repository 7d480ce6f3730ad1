import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RENDER_SOURCE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/customer/server/render.tsx',
);
export const STYLE = '.menu-test-style{color:#0f766e}';

/**
 * A built web app in miniature: the customer renderer is the web app's real source (vitest compiles
 * it), the manifest and stylesheet stand in for the client build's.
 */
export async function makeWebDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-customer-web-'));
  await fs.mkdir(path.join(dir, '.ssr'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>owner app</title>');
  await fs.writeFile(path.join(dir, 'assets', 'style-test.css'), STYLE);
  await fs.writeFile(
    path.join(dir, '.ssr', 'customer-render.js'),
    `export { renderCustomerPage } from ${JSON.stringify(RENDER_SOURCE)};\n`,
  );
  const manifest = {
    '_customer-react-test.js': { file: 'assets/customer-react-test.js' },
    'src/customer/entry-client.ts': {
      file: 'assets/customer-test.js',
      isEntry: true,
      dynamicImports: [
        'src/customer/hydrate.tsx',
        'src/customer/menu/menu-page.tsx',
        'src/customer/order/order-page.tsx',
      ],
    },
    'src/customer/hydrate.tsx': {
      file: 'assets/hydrate-test.js',
      isDynamicEntry: true,
      imports: ['_customer-react-test.js'],
    },
    'src/customer/menu/menu-page.tsx': {
      file: 'assets/menu-page-test.js',
      isDynamicEntry: true,
      imports: ['_customer-react-test.js', 'src/customer/entry-client.ts'],
    },
    'src/customer/order/order-page.tsx': {
      file: 'assets/order-page-test.js',
      isDynamicEntry: true,
      imports: ['_customer-react-test.js'],
    },
    'style.css': { file: 'assets/style-test.css', src: 'style.css' },
  };
  await fs.writeFile(path.join(dir, '.ssr', 'customer-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The page's embedded hydration data, parsed. */
export function pageData(html: string): Record<string, unknown> {
  const match =
    /<script type="application\/json" id="scanorder-customer-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded page data');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}
