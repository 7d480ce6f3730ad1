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

/**
 * How many lines an element's words take (a button's label broken in two reads 2), counted from
 * its text's boxes so that an icon beside the words does not count as a line.
 */
export function textLinesOf(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const lineHeight = Number.parseFloat(getComputedStyle(root).lineHeight) || 16;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    while (walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const box of Array.from(range.getClientRects())) {
        if (box.width === 0) continue;
        if (!tops.some((top) => Math.abs(top - box.top) < lineHeight / 2)) tops.push(box.top);
      }
    }
    return tops.length;
  });
}
