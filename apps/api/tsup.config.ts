import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The shared package is TypeScript source: bundle it; every npm dependency stays external.
  noExternal: [/^@scanorder\//],
});
