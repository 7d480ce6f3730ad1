import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

/**
 * vite-plugin-pwa's `virtual:pwa-register/react` exists only in the app's build: component tests
 * get this stand-in (vitest.config.ts), which registers nothing and never has a new version.
 * The update notice's own tests replace it with `vi.mock`.
 */
export const useRegisterSW: typeof UseRegisterSW = () => ({
  needRefresh: [false, () => undefined],
  offlineReady: [false, () => undefined],
  updateServiceWorker: async () => undefined,
});
