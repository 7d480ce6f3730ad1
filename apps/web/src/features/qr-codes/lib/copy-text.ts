/**
 * Copies text to the clipboard. Outside a secure context (plain http on a LAN address) the
 * Clipboard API is missing, so a selected textarea and the copy command stand in.
 */
export async function copyText(text: string): Promise<boolean> {
  // The Clipboard API is missing outside secure contexts, whatever the types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the fallback.
    }
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
