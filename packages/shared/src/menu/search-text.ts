/**
 * A product search that ignores accents: shoppers type "platano" and "jabon" on a phone for
 * Plátanos and Jabón. The letters below are folded on both sides (the name in SQL with
 * `translate`, which needs no database extension; the search text with Unicode decomposition).
 * Only Latin letters lose their marks: in Hindi and Arabic a combining mark is part of the word
 * (मसाला's ा is a vowel), so those searches stay as typed.
 */
export const ACCENTED_LETTERS =
  'áàâäãåāăąéèêëēĕėęěíìîïĩīĭįóòôöõōŏőúùûüũūŭůűųýÿçćĉċčďĝğġģĥĵķĺļľñńņňŕŗřśŝşšţťŵźżž' +
  'ÁÀÂÄÃÅĀĂĄÉÈÊËĒĔĖĘĚÍÌÎÏĨĪĬĮÓÒÔÖÕŌŎŐÚÙÛÜŨŪŬŮŰŲÝŸÇĆĈĊČĎĜĞĠĢĤĴĶĹĻĽÑŃŅŇŔŖŘŚŜŞŠŢŤŴŹŻŽ';

/** The text without the accents of its Latin letters ("Plátano" -> "Platano"), letter case kept. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** ACCENTED_LETTERS one for one without their accents, for SQL's `translate`. */
export const PLAIN_LETTERS = foldAccents(ACCENTED_LETTERS);
