import { expect, type Page } from '@playwright/test';

/** A tab of a business's service or setup strip, by its exact label. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/**
 * Opens a tab and waits until it is the selected one. The setup strip scrolls sideways and was
 * still moving after the last tab change: on CI, Playwright's first try found LOGO where OVERVIEW
 * had been, and its second click opened nothing. Clicking the selected tab changes nothing, so a
 * click that missed is tried again.
 */
export async function openTab(page: Page, name: string) {
  const target = tab(page, name);
  await expect(async () => {
    await target.click();
    await expect(target).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
