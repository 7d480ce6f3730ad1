/**
 * The id of the `<script type="application/json">` carrying the page's `GuestI18nData`. Its own
 * file: the browser's first script reads it without pulling in i18next.
 */
export const I18N_DATA_ID = 'scanorder-customer-i18n';
