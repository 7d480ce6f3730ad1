import { expect, type Page } from '@playwright/test';

/** A tab of a business's service or setup strip, by its exact label. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/**
 * Opens a tab and waits until it is the selected one. The setup strip scrolls sideways, and MUI
 * scrolls the selected tab back into view while the last change settles: a click right after it
 * landed where the tab had been a moment before, on the strip's scroll button, and the tab never
 * opened (seen on CI). Clicking the selected tab changes nothing, so a missed click is tried again.
 */
export async function openTab(page: Page, name: string) {
  const target = tab(page, name);
  await expect(async () => {
    await target.click();
    await expect(target).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
