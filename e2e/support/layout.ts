import type { Locator } from '@playwright/test';

/**
 * The labels among `labels` cut short with an ellipsis: a field narrower than its name's words
 * (at phone widths, in Spanish) shows "Número de m…". Their full texts, for the failure message.
 */
export function cutLabels(labels: Locator): Promise<(string | null)[]> {
  return labels.evaluateAll((elements) =>
    elements
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
}
