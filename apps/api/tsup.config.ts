import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', backup: 'src/ops/backup-cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // Each entry self-contained: the server bundle stays one file, as before the backup entry.
  splitting: false,
  sourcemap: true,
  // The built server is the production server: started without NODE_ENV (`node
  // apps/api/dist/server.js`) it runs in production mode and refuses the demo's defaults; the
  // source (`npm run dev:api`) stays in development mode.
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
  // The shared package is TypeScript source: bundle it; every npm dependency stays external.
  noExternal: [/^@scanorder\//],
});
