/**
 * A product search that ignores accents: shoppers type "platano" and "jabon" on a phone for
 * Plátanos and Jabón. The letters below are folded on both sides (the name in SQL with
 * `translate`, which needs no database extension; the search text with Unicode decomposition).
 */
export const ACCENTED_LETTERS = 'áàâäãåéèêëíìîïóòôöõúùûüýÿñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝŸÑÇ';
export const PLAIN_LETTERS = 'aaaaaaeeeeiiiiooooouuuuyyncAAAAAAEEEEIIIIOOOOOUUUUYYNC';

/** The text without its accents ("Plátano" -> "Platano"), letter case kept. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
