import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      // The PWA plugin's virtual module is the app build's; tests register no service worker.
      'virtual:pwa-register/react': new URL('./src/test/pwa-register-stub.ts', import.meta.url)
        .pathname,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15000,
  },
});
