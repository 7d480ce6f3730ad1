import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type CSSOptions, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOUR = '#0f766e';

/**
 * The customer surface (menu, cart, checkout, order page) is a separate build without MUI or any
 * owner code (ARCHITECTURE.md, Web): `--mode customer-ssr` bundles its server renderer into
 * dist/.ssr (a dot folder, so the static server never serves it), then `--mode customer` builds its
 * browser entry into dist/assets and writes the manifest the server reads next to the renderer.
 */
const CUSTOMER_SSR_DIR = 'dist/.ssr';

/** Paths the API renders itself: the customer pages and the QR short links. */
const CUSTOMER_ROUTES = [
  /^\/q\//,
  /^\/[^/]+\/(restaurant|grocery)\/[^/]+\/store\/[^/]+\/identity\/[^/]+\/menu\/?$/,
  /^\/[^/]+\/(restaurant|grocery)\/order\/[^/]+\/order\/(details|receipt)\/?$/,
];

/**
 * CSS module class names from the file's path and the class alone, so the server renderer and the
 * browser build (which process the CSS differently) name every class the same: hydration relies on it.
 */
const customerCss: CSSOptions = {
  modules: {
    generateScopedName(name, filename) {
      const file = path
        .relative(import.meta.dirname, filename.split('?')[0]!)
        .split(path.sep)
        .join('/');
      let hash = 2166136261;
      for (const char of file) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
      return `${name}_${hash.toString(36).slice(0, 5)}`;
    },
  },
};

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file the browser loads, made once at
 * build time: the server sends them as they are (`preCompressed`), so no request pays for (or keeps
 * the memory of) compressing a bundle, and phones get the smallest bytes.
 */
const precompressed = () =>
  // Its types import `vite`, which npm keeps in this workspace, out of the plugin's sight.
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
    exclude: /\.ssr\//,
    threshold: 1024,
  }) as Plugin;

const ownerConfig: UserConfig = {
  plugins: [
    react(),
    VitePWA({
      // A new version waits until the page reloads into it (the owner's Reload, or a quiet kiosk):
      // the app registers the worker itself through virtual:pwa-register/react and checks for
      // updates while it stays open (features/app-update, decision 053). No registerSW.js and no
      // inline script: the server's CSP is `script-src 'self'`.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'images/*.svg'],
      manifest: {
        name: 'ScanOrder',
        short_name: 'ScanOrder',
        description: 'QR ordering for restaurants and grocery stores',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // Email links (verify, reset), the API docs and the server-rendered customer pages are
        // server routes, never the owner app's shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, ...CUSTOMER_ROUTES],
        // Web Push: show the pushed notification and open its page on click (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    precompressed(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // The chart library and what only it uses stay out of the shared chunks: they go with
            // the REPORTS tab's lazy chunk, so no other page loads them.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|stylis|notistack)/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@mui[\\/]x-|@base-ui[\\/]|reselect[\\/]|bezier-easing[\\/]|use-sync-external-store[\\/]|d3-|flatqueue[\\/]|internmap[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
};

/** The customer entry for browsers: React, CSS modules and the shared package, nothing else. */
const customerClientConfig: UserConfig = {
  plugins: [react(), precompressed()],
  publicDir: false,
  css: customerCss,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The owner build ran first into the same folder.
    emptyOutDir: false,
    manifest: '.ssr/customer-manifest.json',
    // The server writes the modulepreload links itself; every supported browser has them.
    modulePreload: { polyfill: false },
    // One stylesheet for every customer page: the server inlines it, so nothing loads CSS later.
    cssCodeSplit: false,
    rolldownOptions: {
      input: { customer: 'src/customer/entry-client.ts' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'customer-react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
};

/** The customer pages' server renderer: one self-contained ES module the API imports. */
const customerServerConfig: UserConfig = {
  plugins: [react()],
  publicDir: false,
  css: customerCss,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/customer/server/render.tsx',
    outDir: CUSTOMER_SSR_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: 'customer-render.js', format: 'es', codeSplitting: false },
    },
  },
};

export default defineConfig(({ mode }) => {
  if (mode === 'customer') return customerClientConfig;
  if (mode === 'customer-ssr') return customerServerConfig;
  return ownerConfig;
});
