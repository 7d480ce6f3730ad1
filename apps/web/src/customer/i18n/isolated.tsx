import { useT } from './guest-i18n.tsx';

/**
 * Where a translated line's variable part goes: `t('From: {{address}}', { address: SLOT })`. A
 * private-use character, so no catalogue's text holds it.
 */
export const SLOT = '\uE000';

/**
 * A translated line whose variable part (an address, a phone number) is isolated in <bdi>: on a
 * right-to-left page an English address's house number would otherwise jump to the label's side
 * and a phone number's groups swap. `dir` forces a direction (a number always reads ltr); without
 * it the part keeps its own, so an Arabic address still reads rtl.
 */
export function Isolated({ line, value, dir }: { line: string; value: string; dir?: 'ltr' }) {
  const at = line.indexOf(SLOT);
  if (at < 0) return <>{line}</>;
  return (
    <>
      {line.slice(0, at)}
      <bdi dir={dir}>{value}</bdi>
      {line.slice(at + SLOT.length)}
    </>
  );
}

/**
 * A guest's note ("less oil") in the quotation marks of the page's language («…» in Arabic, „…“
 * in German), isolated: on a right-to-left page an English note would otherwise take the page's
 * direction at its ends and show its marks the wrong way round.
 */
export function GuestNote({ text }: { text: string }) {
  const t = useT();
  return <Isolated line={t('“{{note}}”', { note: SLOT })} value={text} />;
}
