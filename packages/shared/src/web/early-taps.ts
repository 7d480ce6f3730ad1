/**
 * The guest page's one inline script, in its `<head>`: the menu paints long before its code has
 * loaded (entry-client.ts waits for the first paint, and a phone on 4G takes seconds more), and a
 * tap on a button then would be lost. This remembers each tap on a `#root` button, in order, and
 * marks the button pressed at once (`data-early-tap`, theme.css); the entry taps them again once
 * React has hydrated the page. A submit button is left to its form, which works without script.
 * `window.__earlyTaps.off` is set just before `hydrateRoot`: taps after it are React's own to replay.
 * Kept tiny: it ships on every menu page, and the CSP names it by its hash
 * (apps/api security.ts).
 */
export const EARLY_TAPS_SCRIPT =
  "(function(d){var q=window.__earlyTaps=[];d.addEventListener('click',function(e){" +
  "var b=e.target.closest&&e.target.closest('#root button');" +
  "if(q.off||!b||b.form&&b.type=='submit')return;q.push(b);b.setAttribute('data-early-tap','')},true)})(document)";
